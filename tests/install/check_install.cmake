# Installs the build into a fresh prefix and checks what a desktop expects:
# both programs, the desktop entry, the metainfo, the man pages, the
# library's header, archive, CMake package and pkg-config file; validates the
# entry and the metainfo with desktop-file-validate and appstreamcli; runs the
# installed programs' --version.
# Usage: cmake -DBUILD=<build dir> -DPREFIX=<empty dir> -P check_install.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${status})")
endif()

set(app_id io.github.leapfrog.Leapfrog)
foreach(path
        bin/leapfrog
        bin/leapfrog-cli
        share/applications/${app_id}.desktop
        share/metainfo/${app_id}.metainfo.xml
        share/icons/hicolor/scalable/apps/${app_id}.svg
        share/man/man6/leapfrog.6.gz
        share/man/man6/leapfrog-cli.6.gz
        share/doc/leapfrog/copyright
        include/leapfrog/leapfrog.h)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "not installed: ${path}")
    endif()
endforeach()

# The library's files, in lib/ or (Debian) its multiarch folder.
foreach(file libleapfrog.a cmake/Leapfrog/LeapfrogConfig.cmake cmake/Leapfrog/LeapfrogConfigVersion.cmake
        pkgconfig/leapfrog.pc)
    file(GLOB found "${PREFIX}/lib/${file}" "${PREFIX}/lib/*/${file}")
    if(NOT found)
        message(FATAL_ERROR "not installed: lib/${file} (or lib/<multiarch>/${file})")
    endif()
endforeach()

function(must_pass)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "failed: ${ARGN}\n${out}${err}")
    endif()
    message(STATUS "passed: ${ARGN}")
endfunction()

must_pass(desktop-file-validate "${PREFIX}/share/applications/${app_id}.desktop")
must_pass(appstreamcli validate --no-net --pedantic "${PREFIX}/share/metainfo/${app_id}.metainfo.xml")
must_pass("${PREFIX}/bin/leapfrog-cli" --version)
