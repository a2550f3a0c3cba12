// collopt/malloc/jemalloc_conf.cc — jemalloc's options, compiled into the
// executables that link jemalloc (CMake option COLLOPT_MALLOC=jemalloc).
//
// jemalloc reads the global `malloc_conf` string at its first allocation
// (jemalloc(3), "TUNING"; the MALLOC_CONF environment variable still
// overrides it). `thp:always` asks for transparent huge pages
// (madvise(MADV_HUGEPAGE)) on every extent it maps, `metadata_thp:auto` on
// its metadata once that grows: optimize touches hundreds of MB of graph
// copies, and with 4 KiB pages it spends a third of its time in page faults
// and TLB misses (docs/performance.md, "The allocator"). A kernel whose THP
// mode is `never` ignores the advice. `narenas:1`: one arena for every
// thread (each keeps its own cache of small blocks), so that a graph one
// thread frees is reused by the next copy another makes instead of fresh
// pages faulted in for it: the optimizer's threads take turns at the same
// kind of work (async-tp's candidates and judged variants), never more than
// --jobs of them.

// NOLINTNEXTLINE(readability-identifier-naming): the name jemalloc reads.
extern "C" {
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables)
const char* malloc_conf = "thp:always,metadata_thp:auto,narenas:1";
}
