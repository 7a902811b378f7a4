# Checks that the tree points only at what a clone of it holds: no tracked
# file outside resources/docs names the team's design notes or the folder
# beside the checkout they live in (the notes are not in the repository, so
# such a pointer leads a reader nowhere). A rule those notes hold is written
# where it belongs instead: resources/docs/*.md, the man pages, or the header
# that owns it. resources/docs may name them (development.md says so).
# The patterns are regular expressions so that this file does not match them.
# Usage: cmake -DGIT=<git> -DROOT=<git work tree> -P check_pointers.cmake
cmake_minimum_required(VERSION 3.22)

set(pointers "DESIGN[.]md|[.][.]/shared")

# git grep: tracked files only (a build folder or a scratch file is not the
# tree), text only (-I), exit 0 with matches, 1 without, anything else an error.
execute_process(
    COMMAND "${GIT}" -C "${ROOT}" grep -n -I -E "${pointers}" -- . ":(exclude)resources/docs"
    RESULT_VARIABLE status
    OUTPUT_VARIABLE found
    ERROR_VARIABLE error)
if(status EQUAL 1)
    message(STATUS "No tracked file outside resources/docs points outside the tree.")
elseif(status EQUAL 0)
    message(FATAL_ERROR "These lines point at notes a clone does not have; point at "
                        "resources/docs/*.md, a man page or the owning header instead, "
                        "or say the rule in a few words:\n${found}")
else()
    message(FATAL_ERROR "git grep failed in ${ROOT} (${status}): ${error}")
endif()
