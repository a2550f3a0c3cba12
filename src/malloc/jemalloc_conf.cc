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
// --jobs of them. `dirty_decay_ms:-1,muzzy_decay_ms:-1`: freed pages are never
// given back to the kernel; `oversize_threshold:0`: no separate arena for
// allocations over 8 MiB (every node array at 10^5 nodes and more), so that
// the pages one graph copy frees serve the next whatever their sizes. With
// any decay above 0, jemalloc purges that arena at once ("purge eagerly for
// huge allocations", src/arena.c, arena_choose_huge), so each copy's node
// array was faulted in and zeroed afresh, and the rest went back within a
// 10^6-node run (10 s by default); on this VM a fresh page is dear.
// Against the default (scripts/scale_table.py --runs 7, alternated, a slow
// stretch): the generated 10^6-node step 12.01 -> 10.42 s, peak RSS 2.26 ->
// 2.62 GB; 10^5 nodes 0.78 -> 0.71 s; the 70B step 1.03 -> 1.05 s, 413 ->
// 438 MB (docs/performance.md, "The allocator"). The executables exit when
// done; the library never sets this.

// NOLINTNEXTLINE(readability-identifier-naming): the name jemalloc reads.
extern "C" {
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables)
const char* malloc_conf =
    "thp:always,metadata_thp:auto,narenas:1,oversize_threshold:0,dirty_decay_ms:-1,"
    "muzzy_decay_ms:-1";
}
