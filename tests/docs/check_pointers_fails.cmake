# Shows that check_pointers.cmake can fail: a small git tree it passes (the
# pointers only under resources/docs, or in a file git does not track), then
# copies that each plant one pointer in a tracked file, each of which it must
# refuse.
# Usage: cmake -DGIT=<git> -DCHECK=<check_pointers.cmake> -DWORK=<scratch folder>
#              -P check_pointers_fails.cmake
cmake_minimum_required(VERSION 3.22)

# The pointers spelled in pieces, so that this file does not match them.
set(notes "DESIGN")
string(APPEND notes ".md")
set(beside "..")
string(APPEND beside "/shared/seeds")

function(make_tree dir planted)
    file(REMOVE_RECURSE "${dir}")
    file(MAKE_DIRECTORY "${dir}/resources/docs" "${dir}/core")
    execute_process(COMMAND "${GIT}" init -q "${dir}" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "git init failed in ${dir}")
    endif()
    file(WRITE "${dir}/resources/docs/development.md" "Not in the tree: ${notes}, ${beside}.\n")
    file(WRITE "${dir}/core/rules.h" "// The rules (leapfrog(6)).\n${planted}")
    file(WRITE "${dir}/scratch.txt" "untracked: ${notes}\n")
    execute_process(COMMAND "${GIT}" -C "${dir}" add resources core RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "git add failed in ${dir}")
    endif()
endfunction()

function(run_check dir out)
    execute_process(COMMAND "${CMAKE_COMMAND}" -DGIT=${GIT} -DROOT=${dir} -P "${CHECK}"
                    RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE error)
    set(${out} "${status}" PARENT_SCOPE)
    set(${out}_error "${error}" PARENT_SCOPE)
endfunction()

make_tree("${WORK}/good" "")
run_check("${WORK}/good" status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "The check refuses a good tree:\n${status_error}")
endif()

foreach(plant "// see ${notes}, \"Rules\"\n" "// see ${beside}/001.pdf\n")
    make_tree("${WORK}/planted" "${plant}")
    run_check("${WORK}/planted" status)
    if(status EQUAL 0)
        message(FATAL_ERROR "The check passes a tracked file with: ${plant}")
    endif()
    if(NOT status_error MATCHES "core/rules.h:2:")
        message(FATAL_ERROR "The check refused, but not for the planted line:\n${status_error}")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
message(STATUS "check_pointers.cmake passes a good tree and refuses each planted pointer.")
