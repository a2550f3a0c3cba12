// collopt/python/module.cc — the `collopt._collopt` extension: src/api for
// Python. The public package is collopt/__init__.py, which turns the JSON
// strings returned here into dicts and raises `collopt.Error`.
//
// Errors: every absl::Status from the library becomes `collopt.Error` with
// the library's located message ("file:line:col: error: ..."); the
// interpreter never sees a C++ exception or a crash. Options: a dict of the
// keyword arguments, each named like its CLI flag (--bucket-cap-mb →
// bucket_cap_mb); an unknown key is a TypeError naming it.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "collopt/collopt.h"

namespace py = pybind11;

namespace collopt {
namespace {

/// A library error on its way to Python as `collopt.Error`.
class StatusError : public std::runtime_error {
 public:
  explicit StatusError(const absl::Status& status)
      : std::runtime_error(std::string(status.message())) {}
};

void Check(const absl::Status& status) {
  if (!status.ok()) throw StatusError(status);
}

template <typename T>
T Take(absl::StatusOr<T> value) {
  Check(value.status());
  return std::move(*value);
}

/// A loaded graph and the file it came from ("" for text): the path finds
/// the graph's collective table beside it.
struct PyGraph {
  Graph graph;
  std::string path;
};

struct PyResult {
  OptimizeResult result;
  std::string path;
};

/// The Python type an option of C++ type T expects, for a TypeError.
template <typename T>
const char* TypeName() {
  if constexpr (std::is_same_v<T, bool>) {
    return "a bool";
  } else if constexpr (std::is_same_v<T, std::string>) {
    return "a str";
  } else if constexpr (std::is_same_v<T, double>) {
    return "a number";
  } else if constexpr (std::is_same_v<T, int64_t> || std::is_same_v<T, std::optional<int64_t>>) {
    return "an int";
  } else {
    return "a dict of str to int";
  }
}

/// Reads the keys of `options` into the fields `bind` names; what is left
/// over is a TypeError, and so is a value of the wrong type.
class OptionReader {
 public:
  explicit OptionReader(const py::dict& options) : options_(options) {}

  template <typename T>
  void Read(const char* key, T& field) {
    if (!options_.contains(key)) return;
    py::object value = options_[key];
    used_.emplace_back(key);
    if (value.is_none()) return;
    try {
      // A bool is True or False (pybind11 would take any object with a truth value).
      if constexpr (std::is_same_v<T, bool>) {
        if (!py::isinstance<py::bool_>(value)) throw py::cast_error();
      }
      field = value.cast<T>();
    } catch (const py::cast_error&) {
      throw py::type_error(std::string("collopt: option '") + key + "' expects " + TypeName<T>() +
                           ", got " +
                           py::str(py::type::of(value).attr("__name__")).cast<std::string>());
    }
  }

  /// A number, a word ("auto", "none") or a bool: stored as the CLI's text
  /// (a bool as "true" / "false").
  void ReadNumberOrWord(const char* key, std::string& field) {
    if (!options_.contains(key)) return;
    py::object value = options_[key];
    used_.emplace_back(key);
    if (value.is_none()) return;
    if (py::isinstance<py::bool_>(value)) {
      field = value.cast<bool>() ? "true" : "false";
      return;
    }
    field = py::isinstance<py::str>(value) ? value.cast<std::string>()
                                           : py::str(value).cast<std::string>();
  }

  void Finish() const {
    for (const auto& item : options_) {
      std::string key = item.first.cast<std::string>();
      if (std::find(used_.begin(), used_.end(), key) == used_.end()) {
        throw py::type_error("collopt: unknown option '" + key + "'");
      }
    }
  }

 private:
  const py::dict& options_;
  std::vector<std::string> used_;
};

void ReadSimulateOptions(OptionReader& r, SimulateOptions& o) {
  r.Read("colls", o.colls);
  r.Read("hardware", o.hardware);
  r.Read("launch_overhead_us", o.launch_overhead_us);
  r.Read("shared_links", o.shared_links);
  r.Read("pg_sizes", o.pg_sizes);
  r.Read("node_costs", o.node_costs);
  r.Read("timeline", o.timeline);
  r.Read("colls_group_map", o.colls_group_map);
  r.Read("contention", o.contention);
}

PyGraph Load(const std::string& source, const std::string& format, bool allow_unknown_ops,
             int64_t unbacked_symint_hint, const std::string& name, bool check_schemas,
             const std::map<std::string, int64_t>& symint_hints) {
  LoadOptions options;
  options.symbol_hints.insert(symint_hints.begin(), symint_hints.end());
  options.format = Take(ParseInputFormat(format));
  options.shape.allow_unknown_ops = allow_unknown_ops;
  options.shape.check_schemas = check_schemas;
  if (unbacked_symint_hint > 0) options.shape.unbacked_symint_hint = unbacked_symint_hint;
  const bool is_text = source.find('\n') != std::string::npos;
  if (is_text) {
    SourceFile file(name.empty() ? std::string("<text>") : name, source);
    return {Take(LoadGraphFromSource(file, options)), ""};
  }
  return {Take(LoadGraph(source, options)), source};
}

std::string SimulateGraph(PyGraph& g, const py::dict& kwargs) {
  SimulateOptions options;
  OptionReader reader(kwargs);
  ReadSimulateOptions(reader, options);
  reader.Finish();
  Graph copy = g.graph.Clone();
  Simulation sim = Take(RunSimulation(copy, g.path, options));
  return SimulationToJson(copy, sim).dump();
}

std::string ExplainGraph(PyGraph& g, const py::dict& kwargs) {
  ExplainRequest request;
  OptionReader reader(kwargs);
  ReadSimulateOptions(reader, request.sim);
  int64_t top = static_cast<int64_t>(request.top);
  reader.Read("top", top);
  const bool limited = kwargs.contains("memory_limit_gb") && !kwargs["memory_limit_gb"].is_none();
  double limit_gb = 0;
  reader.Read("memory_limit_gb", limit_gb);
  reader.Finish();
  if (top < 0) {
    Check(absl::InvalidArgumentError("error: top expects a number of collectives >= 0, got " +
                                     std::to_string(top)));
  }
  request.top = static_cast<size_t>(top);
  if (limited) request.memory_limit_bytes = Take(MemoryLimitBytes(limit_gb));
  Graph copy = g.graph.Clone();
  Explanation explained = Take(RunExplain(copy, g.path, request));
  return ExposureToJson(copy, explained.report).dump();
}

OptimizeOptions ReadOptimizeOptions(const py::dict& kwargs) {
  OptimizeOptions o;
  OptionReader r(kwargs);
  ReadSimulateOptions(r, o.sim);
  for (const OptimizeFlag& f : OptimizeFlags()) {
    const std::string key(f.keyword);
    switch (f.type) {
      case OptimizeFlag::Type::kText:
        r.Read(key.c_str(), o.*f.text);
        break;
      case OptimizeFlag::Type::kNumberOrWord:
        r.ReadNumberOrWord(key.c_str(), o.*f.text);
        break;
      case OptimizeFlag::Type::kBool:
        r.Read(key.c_str(), o.*f.boolean);
        break;
      case OptimizeFlag::Type::kInt:
        r.Read(key.c_str(), o.*f.integer);
        break;
      case OptimizeFlag::Type::kOptionalInt:
        r.Read(key.c_str(), o.*f.optional_integer);
        break;
    }
  }
  r.Finish();
  return o;
}

void CheckOptions(const py::dict& kwargs) {
  Check(CheckOptimizeOptions(ReadOptimizeOptions(kwargs)));
}

/// `collopt.optimize_options()`: the pipeline's option table
/// (api/optimize_flags.h), one dict per option: keyword, flag (the CLI's
/// name spec), type, default (as text), help.
py::list OptimizeOptionTable() {
  static const char* const kTypes[] = {"str", "number or word", "bool", "int", "int or None"};
  const OptimizeOptions defaults;
  py::list out;
  for (const OptimizeFlag& f : OptimizeFlags()) {
    py::dict d;
    d["keyword"] = std::string(f.keyword);
    d["flag"] = std::string(f.cli);
    d["type"] = kTypes[static_cast<size_t>(f.type)];
    d["default"] = OptimizeFlagValue(f, defaults);
    d["help"] = std::string(f.help);
    out.append(d);
  }
  return out;
}

/// The canonical key of the options (OptimizeOptionsKey): the torch pass's
/// cache key.
std::string OptionsKey(const py::dict& kwargs) {
  return OptimizeOptionsKey(ReadOptimizeOptions(kwargs));
}

PyResult OptimizeGraph(const PyGraph& g, const py::dict& kwargs) {
  const OptimizeOptions o = ReadOptimizeOptions(kwargs);
  absl::StatusOr<OptimizeResult> run = absl::UnknownError("not run");
  {
    py::gil_scoped_release release;  // the optimizer touches no Python object
    run = Optimize(g.graph.Clone(), g.path, o);
  }
  return {Take(std::move(run)), g.path};
}

/// `collopt.tune(graph, pareto, **options)`: `tune --json` (api/tune.h) as
/// text; options as optimize's, less the knobs tune chooses.
std::string TuneGraph(const PyGraph& g, const py::dict& kwargs, int64_t pareto) {
  TuneOptions options;
  options.optimize = ReadOptimizeOptions(kwargs);
  options.pareto = pareto;
  absl::StatusOr<TuneResult> run = absl::UnknownError("not run");
  {
    py::gil_scoped_release release;  // tune touches no Python object
    run = Tune(g.graph, g.path, options);
  }
  return TuneToJson(Take(std::move(run))).dump();
}

/// A keyword argument's name for a pass option: `--bucket-collectives-cap-mb`
/// is `bucket_collectives_cap_mb`.
std::string Keyword(std::string_view pass, std::string_view option) {
  std::string key = std::string(pass) + "_" + std::string(option);
  std::replace(key.begin(), key.end(), '-', '_');
  return key;
}

/// `collopt.passes()`: the pass registry as data, one dict per pass (each
/// option with its keyword argument's name).
py::list Passes() {
  py::list out;
  for (const PassInfo& info : PassRegistry()) {
    py::list options;
    for (const PassOption& o : info.options) {
      py::dict d;
      d["name"] = std::string(o.name);
      d["keyword"] = Keyword(info.name, o.name);
      d["default"] = std::string(o.default_value);
      d["unit"] = std::string(o.unit);
      d["help"] = std::string(o.help);
      options.append(d);
    }
    py::dict d;
    d["name"] = std::string(info.name);
    d["description"] = std::string(info.description);
    d["options"] = options;
    out.append(d);
  }
  return out;
}

/// `collopt.opt(graph, passes, **options)`: the named passes with fixed knobs
/// (api/run_passes.h). Returns (graph, [(name, changed, report lines)]).
py::tuple Opt(const PyGraph& g, const std::string& passes, const py::dict& kwargs) {
  RunPassesOptions options;
  options.passes = Take(ParsePassList(passes, "passes"));
  OptionReader r(kwargs);
  ReadSimulateOptions(r, options.sim);
  r.Read("verify_each", options.verify_each);
  for (PassSpec& spec : options.passes) {
    for (const PassOption& o : FindPass(spec.name)->options) {
      const std::string key = Keyword(spec.name, o.name);
      std::string text;
      r.ReadNumberOrWord(key.c_str(), text);
      if (!text.empty()) spec.options[std::string(o.name)] = text;
    }
  }
  r.Finish();
  absl::StatusOr<RunPassesResult> run = absl::UnknownError("not run");
  {
    py::gil_scoped_release release;
    run = RunPasses(g.graph.Clone(), g.path, options);
  }
  RunPassesResult result = Take(std::move(run));
  py::list records;
  for (const PassRecord& rec : result.records) {
    records.append(py::make_tuple(rec.name, rec.changed, rec.report));
  }
  return py::make_tuple(std::make_shared<PyGraph>(PyGraph{std::move(result.graph), g.path}),
                        records);
}

/// One argument as Python data: scalars as themselves, lists and tuples as
/// lists and tuples, a node reference as `Ref(name)`, and the torch values
/// (dtype, device, layout, memory format, an op passed as a value) as
/// `Tagged(kind, text)`.
struct Ref {
  std::string name;
};
struct Tagged {
  std::string kind;
  std::string text;
};

py::object ArgumentToPython(const Graph& graph, const Argument& a) {
  switch (a.kind) {
    case Argument::Kind::kNone:
      return py::none();
    case Argument::Kind::kBool:
      return py::bool_(a.i != 0);
    case Argument::Kind::kInt:
      return py::int_(a.i);
    case Argument::Kind::kFloat:
      return py::float_(a.f);
    case Argument::Kind::kString:
      return py::str(a.s.str());
    case Argument::Kind::kNode:
      return py::cast(Ref{graph.node(a.node).name});
    case Argument::Kind::kList:
    case Argument::Kind::kTuple: {
      py::list items;
      for (const Argument& item : a.items) items.append(ArgumentToPython(graph, item));
      if (a.kind == Argument::Kind::kList) return items;
      return py::tuple(items);
    }
    case Argument::Kind::kDict: {
      py::dict d;
      for (size_t i = 0; i < a.items.size() && i < a.keys.size(); ++i) {
        d[py::str(a.keys[i])] = ArgumentToPython(graph, a.items[i]);
      }
      return d;
    }
    case Argument::Kind::kDType:
      return py::cast(Tagged{"dtype", std::string(TorchName(a.dtype))});
    case Argument::Kind::kDevice:
      return py::cast(Tagged{"device", a.device().ToString()});
    case Argument::Kind::kLayout:
      return py::cast(Tagged{"layout", a.s});
    case Argument::Kind::kMemoryFormat:
      return py::cast(Tagged{"memory_format", a.s});
    case Argument::Kind::kOpRef:
      return py::cast(Tagged{"op", a.s});
  }
  return py::none();
}

const char* NodeOpName(NodeOp op) {
  switch (op) {
    case NodeOp::kPlaceholder:
      return "placeholder";
    case NodeOp::kCallFunction:
      return "call_function";
    case NodeOp::kGetAttr:
      return "get_attr";
    case NodeOp::kOutput:
      return "output";
  }
  return "call_function";
}

/// Every node in program order: (name, op, target, args, kwargs), args as
/// ArgumentToPython gives them.
py::list Nodes(const Graph& graph) {
  py::list out;
  for (const Node& node : graph.nodes()) {
    py::list args;
    for (const Argument& a : node.args) args.append(ArgumentToPython(graph, a));
    py::dict kwargs;
    for (size_t i = 0; i < node.kwargs.size(); ++i) {
      kwargs[py::str(node.kwarg_names[i])] = ArgumentToPython(graph, node.kwargs[i]);
    }
    out.append(py::make_tuple(node.name, NodeOpName(node.op), node.target.str(), py::tuple(args),
                              std::move(kwargs)));
  }
  return out;
}

std::string FormatName(GraphFormat format) {
  return format == GraphFormat::kRepro ? "repro" : "readable";
}

std::string Text(const Graph& graph, const std::string& format) {
  if (!format.empty() && format != FormatName(graph.format)) {
    throw StatusError(absl::InvalidArgumentError(
        "error: the graph was read as " + FormatName(graph.format) +
        " and is written back in that format; '" + format + "' was asked for"));
  }
  return WriteGraph(graph);
}

}  // namespace
}  // namespace collopt

PYBIND11_MODULE(_collopt, m) {
  using namespace collopt;  // NOLINT(google-build-using-namespace): module body only
  m.doc() = "collopt's C++ library (src/api); use the `collopt` package.";

  // Library errors become collopt.Error (defined in collopt/__init__.py).
  // pybind11 takes a translator of type void(std::exception_ptr).
  // NOLINTNEXTLINE(performance-unnecessary-value-param)
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const StatusError& e) {
      py::object error = py::module_::import("collopt").attr("Error");
      PyErr_SetObject(error.ptr(), py::str(e.what()).ptr());
    }
  });

  py::class_<Ref>(m, "Ref", "a reference to another node, by name")
      .def_readonly("name", &Ref::name)
      .def("__repr__", [](const Ref& r) { return "Ref(" + r.name + ")"; });
  py::class_<Tagged>(m, "Tagged", "a torch value: dtype, device, layout, memory_format or op")
      .def_readonly("kind", &Tagged::kind)
      .def_readonly("text", &Tagged::text)
      .def("__repr__", [](const Tagged& t) { return t.kind + "(" + t.text + ")"; });

  py::class_<PyGraph, std::shared_ptr<PyGraph>>(m, "Graph", "a loaded, typed training-step graph")
      .def_property_readonly("name", [](const PyGraph& g) { return g.graph.name; })
      .def_property_readonly("source", [](const PyGraph& g) { return g.graph.source_name; })
      .def_property_readonly("path", [](const PyGraph& g) { return g.path; })
      .def_property_readonly("format", [](const PyGraph& g) { return FormatName(g.graph.format); })
      .def_property_readonly("unhinted_symbols",
                             [](const PyGraph& g) { return g.graph.unhinted_symbols; })
      .def_property_readonly("fallback_symbols",
                             [](const PyGraph& g) { return g.graph.fallback_symbols; })
      .def("__len__", [](const PyGraph& g) { return g.graph.size(); })
      .def("nodes", [](const PyGraph& g) { return Nodes(g.graph); })
      .def(
          "text", [](const PyGraph& g, const std::string& format) { return Text(g.graph, format); },
          py::arg("format") = "")
      .def("stats_json",
           [](const PyGraph& g) { return StatsToJson(g.graph, ComputeGraphStats(g.graph)).dump(); })
      .def("validate", [](const PyGraph& g) { Check(ValidateGraph(g.graph)); });

  py::class_<PyResult, std::shared_ptr<PyResult>>(m, "Result", "what optimize() returns")
      .def("report_json", [](const PyResult& r) { return OptimizeReportJson(r.result).dump(); })
      .def("plan_json", [](const PyResult& r) { return OptimizePlanJson(r.result).dump(); })
      .def("report_text", [](const PyResult& r) { return OptimizeReportText(r.result); })
      .def_property_readonly("warnings", [](const PyResult& r) { return r.result.warnings; })
      .def("graph",
           [](const PyResult& r) {
             return std::make_shared<PyGraph>(PyGraph{r.result.graph.Clone(), r.path});
           })
      .def("text", [](const PyResult& r, const std::string& format) {
        return Text(r.result.graph, format);
      });

  m.def("load", &Load, py::arg("source"), py::arg("format") = "auto",
        py::arg("allow_unknown_ops") = false, py::arg("unbacked_symint_hint") = 0,
        py::arg("name") = "", py::arg("check_schemas") = true,
        py::arg("symint_hints") = std::map<std::string, int64_t>());
  m.def("simulate", &SimulateGraph, py::arg("graph"), py::arg("options"));
  m.def("explain", &ExplainGraph, py::arg("graph"), py::arg("options"));
  m.def("tune", &TuneGraph, py::arg("graph"), py::arg("options"), py::arg("pareto"));
  m.def("optimize", &OptimizeGraph, py::arg("graph"), py::arg("options"));
  m.def("check_optimize_options", &CheckOptions, py::arg("options"));
  m.def("optimize_options", &OptimizeOptionTable);
  m.def("optimize_options_key", &OptionsKey, py::arg("options"));
  m.def("passes", &Passes);
  m.def("opt", &Opt, py::arg("graph"), py::arg("passes"), py::arg("options"));
}
