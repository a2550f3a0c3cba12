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
// mode is `never` ignores the advice.

// NOLINTNEXTLINE(readability-identifier-naming): the name jemalloc reads.
extern "C" {
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables)
const char* malloc_conf = "thp:always,metadata_thp:auto";
}
