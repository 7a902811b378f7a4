# Fails (FATAL_ERROR) when a .ts file under resources/translations/ is not up
# to date with the window's sources (a string new in the code and missing from
# it, or one gone from the code and still in it), or when a language listed as
# built in (languages.cmake) has an unfinished entry.
#
# Usage: cmake -DLUPDATE=<lupdate> -DROOT=<repository> -DWORK=<scratch folder>
#              -P check_translations.cmake
# (ctest runs it on the repository as the test `translations`). It runs the
# same update as `--target update_translations`, on copies in WORK, and
# compares.
cmake_minimum_required(VERSION 3.22)
if(NOT LUPDATE OR NOT ROOT OR NOT WORK)
    message(FATAL_ERROR "usage: cmake -DLUPDATE=<lupdate> -DROOT=<repository> -DWORK=<folder> -P check_translations.cmake")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)
set(fix "bring them up to date with `cmake --build <build dir> --target update_translations` (or `cmake -DLUPDATE=${LUPDATE} -DROOT=. -P resources/translations/update.cmake` at the repository's top), translate every entry it marks unfinished (Qt Linguist, or by hand), and commit the .ts files")

file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND "${CMAKE_COMMAND}" -DLUPDATE=${LUPDATE} -DROOT=${ROOT} -DOUT=${WORK}
                        -P "${ROOT}/resources/translations/update.cmake" RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "lupdate could not run on ${ROOT}")
endif()

set(problems "")
# The sources of every message of a .ts file, one per list entry.
function(sources_of file out)
    file(READ "${file}" text)
    string(REGEX MATCHALL "<source>[^<]*</source>" found "${text}")
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

file(GLOB ts_files "${ROOT}/resources/translations/leapfrog_*.ts")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    file(READ "${ts}" committed)
    file(READ "${WORK}/${name}" updated)
    if(NOT committed STREQUAL updated)
        sources_of("${ts}" before)
        sources_of("${WORK}/${name}" after)
        set(new ${after})
        list(REMOVE_ITEM new ${before})
        set(gone ${before})
        list(REMOVE_ITEM gone ${after})
        list(LENGTH new new_count)
        list(LENGTH gone gone_count)
        string(APPEND problems "  ${name} is not up to date with the sources: ${new_count} string(s) of the code missing"
                               " from it, ${gone_count} gone from the code still in it")
        if(new)
            list(GET new 0 example)
            string(APPEND problems " (missing, e.g. ${example})")
        elseif(gone)
            list(GET gone 0 example)
            string(APPEND problems " (gone, e.g. ${example})")
        endif()
        string(APPEND problems "\n")
    endif()
endforeach()

include("${ROOT}/resources/translations/languages.cmake")
foreach(ts IN LISTS LEAPFROG_TS_FILES)
    get_filename_component(name "${ts}" NAME)
    if(NOT EXISTS "${ts}")
        string(APPEND problems "  ${name} is built in (languages.cmake) but does not exist\n")
        continue()
    endif()
    file(READ "${ts}" text)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished count)
    if(count GREATER 0)
        string(APPEND problems "  ${name} is built in (languages.cmake) but has ${count} unfinished entr(y/ies)\n")
    endif()
endforeach()

if(problems)
    message(FATAL_ERROR "The translations do not match the code:\n${problems}To fix: ${fix}.")
endif()
message(STATUS "Every .ts file is up to date; built-in languages complete: ${LEAPFROG_LANGUAGES}")
