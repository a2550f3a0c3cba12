# `cmake --install` and `find_package(collopt)`: the static libraries, the
# headers under include/collopt/ (as they sit under src/), the `collopt`
# binary, and a package config whose `collopt::collopt` target brings the
# whole API (src/collopt/collopt.h). docs/library.md shows a consumer.
include(CMakePackageConfigHelpers)

add_library(collopt_lib INTERFACE)
target_link_libraries(collopt_lib INTERFACE collopt_api)
set_target_properties(collopt_lib PROPERTIES EXPORT_NAME collopt)
add_library(collopt::collopt ALIAS collopt_lib)

set(collopt_libraries collopt_support collopt_ir collopt_mesh collopt_frontend collopt_analysis
    collopt_writer collopt_verify collopt_generate collopt_cost collopt_sim collopt_passes collopt_api)
install(TARGETS collopt RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS collopt_lib collopt_warnings ${collopt_libraries}
        EXPORT collopt-targets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/src/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/collopt
        FILES_MATCHING PATTERN "*.h"
        PATTERN "cli" EXCLUDE PATTERN "python" EXCLUDE)
install(EXPORT collopt-targets NAMESPACE collopt::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/collopt)
configure_package_config_file(${CMAKE_CURRENT_SOURCE_DIR}/cmake/collopt-config.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/collopt-config.cmake
                              INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/collopt)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/collopt-config-version.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/collopt-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/collopt-config-version.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/collopt)
