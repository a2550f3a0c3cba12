"""The Python module against the CLI: same reports, same graph text, errors
as collopt.Error. Run by ctest (tests/CMakeLists.txt) with PYTHONPATH set to
the build's python/ folder and COLLOPT_BINARY / COLLOPT_SHARED_DATA_DIR."""

import json
import os
import subprocess
import tempfile
import unittest

import collopt

BINARY = os.environ["COLLOPT_BINARY"]
DATA = os.environ["COLLOPT_SHARED_DATA_DIR"]
LLAMA = os.path.join(DATA, "autoparallel_overlap/repro_llama3_8b_bw_64_2d.py")
TABLE = os.path.join(DATA, "autoparallel_overlap/colls8_8.table")


def run_cli(*args):
    return subprocess.run([BINARY, *args], capture_output=True, text=True)


class OptimizeMatchesTheCli(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.graph = collopt.load(LLAMA)
        cls.result = collopt.optimize(cls.graph, colls=TABLE, verify=True)
        cls.tmp = tempfile.TemporaryDirectory()
        report = os.path.join(cls.tmp.name, "r.json")
        out = os.path.join(cls.tmp.name, "out.py")
        cli = run_cli("optimize", LLAMA, "--colls", TABLE, "--verify", "--report", report,
                      "-o", out)
        assert cli.returncode == 0, cli.stderr
        with open(report) as f:
            cls.cli_report = json.load(f)
        with open(out) as f:
            cls.cli_text = f.read()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_graph_loaded(self):
        self.assertEqual(len(self.graph), 5463)
        self.assertEqual(self.graph.format, "repro")
        self.assertEqual(self.graph.path, LLAMA)

    def test_report_equals_cli_report(self):
        self.assertEqual(self.result.report, self.cli_report)
        after = self.result.report["after"]
        # The 2-D Llama backward: FSDP hidden, TP on the dependency chain.
        self.assertLess(after["step_us"], self.result.report["before"]["step_us"])
        self.assertGreaterEqual(after["step_us"], after["lower_bound_us"])
        self.assertEqual(self.result.report["collectives_before"], 424)

    def test_text_equals_cli_output(self):
        self.assertEqual(self.result.text(), self.cli_text)
        self.assertEqual(self.result.text("repro"), self.cli_text)
        with self.assertRaises(collopt.Error):
            self.result.text("readable")

    def test_plan_names_the_new_all_gather_group(self):
        names = [pg["name"] for pg in self.result.plan["process_groups"]]
        self.assertIn("0_ag", names)
        ag = next(pg for pg in self.result.plan["process_groups"] if pg["name"] == "0_ag")
        self.assertEqual(ag["same_ranks_as"], "0")
        self.assertEqual(ag["size"], 8)

    def test_input_graph_is_not_consumed(self):
        self.assertEqual(len(self.graph), 5463)
        again = collopt.optimize(self.graph, colls=TABLE)
        self.assertEqual(again.report["after"], self.result.report["after"])


class SimulateMatchesTheCli(unittest.TestCase):
    def test_simulate_json(self):
        g = collopt.load(LLAMA)
        sim = collopt.simulate(g, colls=TABLE)
        cli = run_cli("simulate", LLAMA, "--colls", TABLE, "--json")
        self.assertEqual(cli.returncode, 0, cli.stderr)
        self.assertEqual(sim, json.loads(cli.stdout))
        self.assertEqual([pg["name"] for pg in sim["process_groups"]], ["0", "1"])

    def test_table_beside_the_graph_is_found(self):
        sim = collopt.simulate(collopt.load(LLAMA))
        self.assertTrue(sim["colls_table"].endswith("colls8_8.table"))

    def test_options(self):
        g = collopt.load(LLAMA)
        base = collopt.simulate(g, colls="none")["step_us"]
        slower = collopt.simulate(g, colls="none", launch_overhead_us=1.0)["step_us"]
        self.assertGreater(slower, base)
        self.assertEqual(collopt.simulate(g, colls="none", hardware="h100")["hardware"], "h100")


class ExplainMatchesTheCli(unittest.TestCase):
    def test_explain_json(self):
        g = collopt.load(LLAMA)
        explained = collopt.explain(g, colls=TABLE, top=5, memory_limit_gb=40)
        cli = run_cli("explain", LLAMA, "--colls", TABLE, "--top", "5",
                      "--memory-limit-gb", "40", "--json")
        self.assertEqual(cli.returncode, 0, cli.stderr)
        self.assertEqual(explained, json.loads(cli.stdout))
        self.assertEqual(explained["memory_limit_bytes"], 40 << 30)
        rows = explained["collectives"]
        self.assertAlmostEqual(sum(r["exposed_us"] for r in rows), explained["exposed_us"],
                               delta=1e-6 * explained["exposed_us"])
        priced = [r for r in rows[:5] if r["saving_us"] is not None]
        self.assertGreater(len(priced), 0)

    def test_bad_options(self):
        g = collopt.load(LLAMA)
        with self.assertRaises(collopt.Error):
            collopt.explain(g, colls=TABLE, top=-1)
        with self.assertRaises(collopt.Error):
            collopt.explain(g, colls=TABLE, memory_limit_gb=float("nan"))
        with self.assertRaises(TypeError):
            collopt.explain(g, colls=TABLE, top="all")
        with self.assertRaises(TypeError):
            collopt.explain(g, colls=TABLE, window=3)


RUNS = os.path.join(DATA, "h100_inductor_runs")


class TuneMatchesTheCli(unittest.TestCase):
    def test_tune_json_and_its_kwargs_reproduce_it(self):
        g = collopt.load(LLAMA)
        tuned = collopt.tune(g, colls=TABLE, jobs=1)
        cli = run_cli("tune", LLAMA, "--colls", TABLE, "--json")
        self.assertEqual(cli.returncode, 0, cli.stderr)
        self.assertEqual(tuned, json.loads(cli.stdout))
        self.assertEqual(tuned["flags"][0], "--bucket-cap-mb")
        self.assertGreater(tuned["candidates"], 0)
        # The kwargs give optimize's step that tune reports.
        result = collopt.optimize(g, colls=TABLE, **tuned["kwargs"])
        self.assertEqual(result.report["after"]["step_us"], tuned["step_us"])
        self.assertLess(tuned["step_us"], tuned["input_step_us"])

    def test_bad_options(self):
        g = collopt.load(LLAMA)
        with self.assertRaises(collopt.Error):
            collopt.tune(g, colls=TABLE, async_tp="4")
        with self.assertRaises(TypeError):
            collopt.tune(g, colls=TABLE, window=3)


class MeasuredCostsAndTimelines(unittest.TestCase):
    def test_inductor_timeline_reproduces_runtime(self):
        g = collopt.load(os.path.join(RUNS, "before_llama3_8b_fw_64_2d.readable.py"))
        sim = collopt.simulate(g, colls=TABLE, timeline="autoparallel",
                               node_costs=os.path.join(RUNS, "before_llama3_8b_fw_64_2d.nodes.json"))
        with open(os.path.join(RUNS, "inductor_llama3_8b_fw_64_2d.json")) as f:
            expected = json.load(f)["before"]["runtime_ms"]
        self.assertAlmostEqual(sim["step_us"] / 1000, expected, delta=expected * 0.005)
        self.assertEqual(sim["timeline"], "autoparallel")
        self.assertEqual(sim["node_costs"]["measured_nodes"], 5501)

    def test_optimize_reports_both_models(self):
        g = collopt.load(os.path.join(RUNS, "before_llama3_8b_fw_64_2d.readable.py"))
        r = collopt.optimize(g, colls=TABLE, timeline="autoparallel",
                             node_costs=os.path.join(RUNS, "before_llama3_8b_fw_64_2d.nodes.json"))
        for model in ("collopt", "autoparallel"):
            steps = r.report["models"][model]
            self.assertLessEqual(steps["after"]["step_us"], steps["before"]["step_us"])
        self.assertEqual(r.report["models"]["autoparallel"]["after"]["step_us"],
                         r.report["after"]["step_us"])

    def test_bad_node_costs_raise(self):
        g = collopt.load(os.path.join(RUNS, "before_llama3_8b_fw_64_2d.readable.py"))
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write('{"mm": {"ms": "fast"}}')
        try:
            with self.assertRaises(collopt.Error) as ctx:
                collopt.simulate(g, node_costs=f.name)
            self.assertEqual((ctx.exception.file, ctx.exception.line), (f.name, 1))
        finally:
            os.unlink(f.name)


BAD_TEXT = """class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[4, 4]"):
        y: "f32[4, 4]" = torch.ops.aten.mm.default(x, z)
        return (y,)
"""


UNWAITED_TEXT = """class GraphModule(torch.nn.Module):
    def forward(self, w: "f32[16, 8]"):
        ag: "f32[32, 8]" = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, '0')
        y: "f32[32, 8]" = torch.ops.aten.clone.default(ag)
        return (y,)
"""


DYNAMIC_TEXT = """class GraphModule(torch.nn.Module):
    def forward(self, n: "Sym(s0)", x: "f32[2, s0, 64][64*s0, 64, 1]cpu"):
        mul: "Sym(2*s0)" = 2 * n
        view: "f32[2*s0, 64][64, 1]cpu" = torch.ops.aten.reshape.default(x, [mul, 64])
        relu: "f32[2*s0, 64][64, 1]cpu" = torch.ops.aten.relu.default(view)
        return (relu,)
"""


class SymbolicSizes(unittest.TestCase):
    def test_symint_hints_price_the_sizes_as_the_cli_flag_does(self):
        guessed = collopt.load(DYNAMIC_TEXT, name="dynamic.py")
        self.assertEqual(guessed.unhinted_symbols, ["s0"])
        self.assertEqual(collopt.simulate(guessed)["peak_memory_bytes"], 0)
        hinted = collopt.load(DYNAMIC_TEXT, name="dynamic.py", symint_hints={"s0": 16})
        self.assertEqual(hinted.unhinted_symbols, [])
        # x (2·16·64 f32) held by the caller, then view (a view of it) and relu (32·64 f32)
        self.assertEqual(collopt.simulate(hinted)["peak_memory_bytes"], 2 * (2 * 16 * 64 * 4))
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "dynamic.py")
            with open(path, "w") as f:
                f.write(DYNAMIC_TEXT)
            cli = run_cli("simulate", path, "--json", "--symint-hint", "s0=16")
            self.assertEqual(cli.returncode, 0, cli.stderr)
            self.assertEqual(json.loads(cli.stdout)["peak_memory_bytes"],
                             collopt.simulate(hinted)["peak_memory_bytes"])

    def test_an_unbacked_input_size_is_priced_at_the_fallback(self):
        text = DYNAMIC_TEXT.replace("s0", "u0")
        graph = collopt.load(text, name="unbacked.py")
        self.assertEqual(graph.fallback_symbols, ["u0"])
        self.assertEqual(graph.unhinted_symbols, [])
        # x (2·8192·64 f32) held by the caller, relu (2·8192·64 f32)
        self.assertEqual(collopt.simulate(graph)["peak_memory_bytes"], 2 * (2 * 8192 * 64 * 4))
        small = collopt.load(text, name="unbacked.py", unbacked_symint_hint=16)
        self.assertEqual(collopt.simulate(small)["peak_memory_bytes"], 2 * (2 * 16 * 64 * 4))

    def test_bad_hints_raise(self):
        for bad in ({"s0": 1.5}, {"s0": True}, {0: 16}):
            with self.assertRaises(TypeError):
                collopt.load(DYNAMIC_TEXT, symint_hints=bad)


class Errors(unittest.TestCase):
    def test_unwaited_collective_is_rejected_at_its_node_by_every_command(self):
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load(UNWAITED_TEXT, name="unwaited.py")
        e = ctx.exception
        self.assertEqual((e.file, e.line, e.column), ("unwaited.py", 3, 9))
        self.assertIn("invalid graph at 'ag': collective waited 0 times, expected once",
                      e.message)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "unwaited.py")
            with open(path, "w") as f:
                f.write(UNWAITED_TEXT)
            for command in ("stats", "simulate", "optimize", "blocks"):
                cli = run_cli(command, path)
                self.assertEqual(cli.returncode, 1, command)
                self.assertTrue(cli.stderr.startswith(
                    f"{path}:3:9: error: invalid graph at 'ag': collective waited 0 times"),
                    command + ": " + cli.stderr)

    def test_malformed_graph_raises_located_error(self):
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load(BAD_TEXT, name="bad.py")
        e = ctx.exception
        self.assertEqual((e.file, e.line, e.column), ("bad.py", 3, 55))  # 1-based: the z
        self.assertIn("unknown reference 'z'", e.message)

    def test_op_schema_mismatch_raises_unless_not_checked(self):
        bogus = BAD_TEXT.replace("mm.default(x, z)", "mm.bogus(x, x)")
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load(bogus, name="bogus.py")
        e = ctx.exception
        self.assertEqual((e.file, e.line, e.column), ("bogus.py", 3, 9))
        self.assertIn("'aten.mm.bogus': aten.mm has no overload 'bogus'", e.message)
        # A graph PyTorch itself built (the torch.compile pass), or --allow-unknown-ops.
        self.assertEqual(len(collopt.load(bogus, check_schemas=False)), 3)
        self.assertEqual(len(collopt.load(bogus, allow_unknown_ops=True)), 3)

    def test_deep_nesting_raises_instead_of_killing_the_interpreter(self):
        deep = "(" * 5000 + "x" + ")" * 5000
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load(BAD_TEXT.replace("(x, z)", f"(x, {deep})"), name="deep.py")
        e = ctx.exception
        self.assertEqual((e.file, e.line, e.column), ("deep.py", 3, 254))  # the 201st bracket
        self.assertIn("nesting deeper than 200 levels", e.message)

    def test_missing_file(self):
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load("/nonexistent/graph.py")
        self.assertEqual(ctx.exception.file, "/nonexistent/graph.py")
        self.assertIsNone(ctx.exception.line)

    def test_bad_options(self):
        g = collopt.load(LLAMA)
        with self.assertRaises(TypeError):
            collopt.optimize(g, no_such_option=1)
        with self.assertRaises(collopt.Error):
            collopt.optimize(g, bucket_cap_mb="lots")
        with self.assertRaises(collopt.Error):
            collopt.simulate(g, hardware="h999")
        with self.assertRaises(collopt.Error):
            collopt.load(LLAMA, format="xml")

    def test_empty_or_non_text_source_is_an_error(self):
        with self.assertRaises(ValueError):
            collopt.load("")
        with self.assertRaises(TypeError):
            collopt.load(42)
        self.assertGreater(len(collopt.load_default()), 100)  # the CLI's default graph

    def test_usage_and_number_errors_exit_1(self):
        for args, message in [(("optimize", "--jobs", "x"), "--jobs"),
                              (("optimize", "--no-such-flag"), "--no-such-flag"),
                              (("simulate", "--launch-overhead-us", "nan"),
                               "--launch-overhead-us expects a finite non-negative number"),
                              # 0 would silently mean "the preset's value"
                              (("generate", "--preset", "llama3_8b", "--layers", "0"),
                               "--layers: expects a positive integer, got '0'"),
                              (("generate", "--preset", "llama3_8b", "--tp", "-1"),
                               "--tp: expects a positive integer, got '-1'")]:
            cli = run_cli(*args)
            self.assertEqual(cli.returncode, 1, args)
            self.assertIn(message, cli.stderr)
        self.assertEqual(run_cli("--help").returncode, 0)

    def test_wrong_option_types_are_type_errors_naming_the_option(self):
        g = collopt.load(LLAMA)
        cases = [(dict(jobs="two"), "'jobs' expects an int, got str"),
                 (dict(verify=1), "'verify' expects a bool, got int"),
                 (dict(prefetch_window=1.5), "'prefetch_window' expects an int, got float"),
                 (dict(passes=["a"]), "'passes' expects a str, got list")]
        for kwargs, message in cases:
            with self.assertRaises(TypeError) as ctx:
                collopt.optimize(g, **kwargs)
            self.assertIn(message, str(ctx.exception))

    def test_unknown_op_without_flag(self):
        # without an annotation: an error naming the op
        text = BAD_TEXT.replace('y: "f32[4, 4]" = torch.ops.aten.mm.default(x, z)',
                                "y = torch.ops.mylib.mystery.default(x)")
        with self.assertRaises(collopt.Error) as ctx:
            collopt.load(text)
        self.assertIn("mylib.mystery.default", ctx.exception.message)
        # annotated: typed from the annotation
        text = BAD_TEXT.replace("torch.ops.aten.mm.default(x, z)", "torch.ops.mylib.mystery.default(x)")
        self.assertEqual(len(collopt.load(text)), 3)


GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "passes", "golden")


class PassRegistryMatchesTheCli(unittest.TestCase):
    def test_passes_lists_the_registry(self):
        cli = run_cli("passes")
        self.assertEqual(cli.returncode, 0, cli.stderr)
        names = [line for line in cli.stdout.splitlines() if not line.startswith(" ")]
        self.assertEqual([p["name"] for p in collopt.passes()], names)
        self.assertEqual(len(names), 9)

    def test_docstring_lists_the_cli_options(self):
        cli = run_cli("opt", "--help")
        self.assertEqual(cli.returncode, 0, cli.stderr)
        names = {p["name"] for p in collopt.passes()}
        flags = set()
        for word in cli.stdout.split():
            word = word.rstrip(",")
            if word.startswith("--") and any(word[2:].startswith(n + "-") for n in names):
                flags.add(word[2:].replace("-", "_"))
        documented = set()
        for line in collopt.opt.__doc__.splitlines():
            line = line.strip()
            if " (default " in line:
                documented.add(line.split(" ", 1)[0])
        self.assertEqual(documented, flags)
        self.assertIn("bucket_collectives_cap_mb", documented)
        self.assertIn("schedule_overlap_prefetch_window", documented)

    def test_optimize_docstring_and_cli_come_from_one_table(self):
        # optimize's flags, less those it shares with simulate (input, model)
        # and its outputs, are the table's; the docstring lists its keywords.
        def flags(*command):
            cli = run_cli(*command, "--help")
            self.assertEqual(cli.returncode, 0, cli.stderr)
            names = set()
            for word in cli.stdout.split():  # "--a,--no-a{false}" names two flags
                if word.startswith("--"):
                    names |= {n for n in word.split("{")[0].split(",") if n.startswith("--")}
            return names
        outputs = {"--output", "--plan", "--report", "--trace-before", "--trace-after", "--html",
                   "--json"}
        pipeline = flags("optimize") - flags("simulate") - outputs
        table = collopt.optimize_options()
        from_table = set()
        for o in table:
            from_table |= {name.lstrip("!") for name in o["flag"].split(",")}
        self.assertEqual(pipeline, from_table)
        documented = {line.split(" ", 1)[0] for line in
                      (l.strip() for l in collopt.optimize.__doc__.splitlines())
                      if " (" in line and "default" in line}
        self.assertEqual(documented, {o["keyword"] for o in table})
        self.assertIn("ep_chunks", documented)
        self.assertIn("disable_pass", documented)
        defaults = {o["keyword"]: o["default"] for o in table}
        self.assertEqual(defaults["bucket_cap_mb"], "auto")
        self.assertEqual(defaults["bucketing"], "true")
        self.assertEqual(defaults["prefetch_window"], "")

    def test_options_key_is_canonical(self):
        key = collopt._collopt.optimize_options_key
        self.assertEqual(key({}), key({"bucket_cap_mb": "auto", "jobs": 0}))
        self.assertNotEqual(key({}), key({"bucket_cap_mb": 64}))
        self.assertIn("bucket_cap_mb=64\n", key({"bucket_cap_mb": 64}))

    def test_opt_equals_cli_opt(self):
        path = os.path.join(GOLDEN, "bucket-collectives", "two_all_gathers.py")
        graph, records = collopt.opt(collopt.load(path), ["bucket-collectives"],
                                     bucket_collectives_preserve_overlap=False)
        cli = run_cli("opt", "-p", "bucket-collectives", "--bucket-collectives-preserve-overlap",
                      "false", path)
        self.assertEqual(cli.returncode, 0, cli.stderr)
        self.assertEqual(graph.text(), cli.stdout)
        self.assertEqual(records[0][:2], ("bucket-collectives", True))
        self.assertEqual(cli.stderr.splitlines()[0], "bucket-collectives: changed")

    def test_opt_errors(self):
        graph = collopt.load(os.path.join(GOLDEN, "bucket-collectives", "two_all_gathers.py"))
        with self.assertRaises(collopt.Error) as e:
            collopt.opt(graph, "bucketing")
        self.assertIn("unknown pass 'bucketing' in passes", e.exception.message)
        with self.assertRaises(collopt.Error) as e:
            collopt.opt(graph, "bucket-collectives", bucket_collectives_cap_mb=-1)
        self.assertIn("--bucket-collectives-cap-mb expects", e.exception.message)
        with self.assertRaises(TypeError):
            collopt.opt(graph, "bucket-collectives", schedule_overlap_prefetch_window=2)


if __name__ == "__main__":
    unittest.main()
