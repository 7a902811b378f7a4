# Reads every #include "..." under core/ and ui/ and fails (FATAL_ERROR) on
#  - a source file loose at core/'s top (every file belongs to a layer),
#  - a core/ file that includes a ui/ header,
#  - a ui/ file that includes a core header outside the window's doors (below),
#  - a cycle between folders: the layers of core/ and the rooms of ui/.
# The build already refuses a core layer's include of a layer above it (each
# layer's library sees only its own folder and those below, core/CMakeLists.txt);
# this check also covers ui/'s folders, which are one library, and the doors.
#
# Usage: cmake -DROOT=<folder holding core/ and ui/> -P check_layers.cmake
# (ctest runs it on the repository as the test `layers`).
cmake_minimum_required(VERSION 3.22)

# The core headers the window may include, as ui/CMakeLists.txt says: a
# variant (and the parts it is made of), a game, a solution, the judge's
# verdicts, the exact-search front door and the catalog's solutions, the
# challenges, save files, the machine's limits. Nothing else of the core: no engine, no table, no
# construction.
set(ui_doors
    model/bigint.h model/board.h model/cell.h model/errors.h model/move.h
    model/notation.h model/position.h model/rules.h model/variant.h
    model/game.h
    model/solution.h model/timeline.h
    analysis/category.h analysis/judge.h analysis/state_graph.h analysis/verdict.h
    catalog/exact_search.h search/control.h search/machine_limits.h catalog/challenge.h
    catalog/prepared_solution.h catalog/solution_catalog.h catalog/solution_word.h catalog/solve.h
    files/savefile.h)

if(NOT ROOT)
    message(FATAL_ERROR "usage: cmake -DROOT=<folder holding core/ and ui/> -P check_layers.cmake")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)

set(problems "")
macro(problem text)
    string(APPEND problems "  ${text}\n")
endmacro()

# The doors written in ui/CMakeLists.txt's comment must be these.
if(EXISTS "${ROOT}/ui/CMakeLists.txt")
    file(STRINGS "${ROOT}/ui/CMakeLists.txt" comment REGEX "^#")
    string(REGEX MATCHALL "(model|construct|search|analysis|catalog|files)/[a-z0-9_]+\\.h" written "${comment}")
    foreach(header IN LISTS written)
        if(NOT header IN_LIST ui_doors)
            problem("ui/CMakeLists.txt names ${header} as a door, this check does not")
        endif()
    endforeach()
    foreach(header IN LISTS ui_doors)
        if(NOT header IN_LIST written)
            problem("this check lets ui/ include ${header}, ui/CMakeLists.txt's comment does not name it")
        endif()
    endforeach()
endif()

file(GLOB loose RELATIVE "${ROOT}" "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
foreach(file IN LISTS loose)
    problem("${file} is loose at core/'s top: put it in its layer's folder")
endforeach()

# The folder (layer or room) of a path relative to ROOT: core/model, ui/board...
function(folder_of path out)
    string(REGEX MATCH "^(core|ui)(/[^/]+)?/" dir "${path}")
    if(path MATCHES "^(core|ui)/[^/]+$")
        set(dir "${CMAKE_MATCH_1}/")
    endif()
    string(REGEX REPLACE "/$" "" dir "${dir}")
    set(${out} "${dir}" PARENT_SCOPE)
endfunction()

set(folders "")
set(edges "") # "from>to", with an example include in edge_<from>_<to>
file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/core/*.h" "${ROOT}/core/*.cpp"
     "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp")
list(SORT sources)
foreach(file IN LISTS sources)
    folder_of("${file}" from)
    list(APPEND folders "${from}")
    get_filename_component(dir "${file}" DIRECTORY)
    file(STRINGS "${ROOT}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" included "${line}")
        # As the compiler finds it: beside the file, else from core/ (every
        # layer's include root shows its folder as "<layer>/"), else from ui/.
        set(target "")
        foreach(base "${dir}" core ui)
            if(NOT target AND EXISTS "${ROOT}/${base}/${included}")
                file(REAL_PATH "${ROOT}/${base}/${included}" real)
                file(RELATIVE_PATH target "${ROOT}" "${real}")
            endif()
        endforeach()
        if(NOT target)
            problem("${file} includes \"${included}\", which is no file of core/ or ui/")
            continue()
        endif()
        folder_of("${target}" to)
        if(from MATCHES "^core" AND to MATCHES "^ui")
            problem("${file} includes the window's ${target}: the core knows no window")
        endif()
        if(from MATCHES "^ui" AND target MATCHES "^core/")
            string(REGEX REPLACE "^core/" "" door "${target}")
            if(NOT door IN_LIST ui_doors)
                problem("${file} includes ${door}, which is not one of the window's doors to the core")
            endif()
        endif()
        if(NOT from STREQUAL to AND NOT "${from}>${to}" IN_LIST edges)
            list(APPEND edges "${from}>${to}")
            string(MAKE_C_IDENTIFIER "edge_${from}_${to}" key)
            set(${key} "${file} includes \"${included}\"")
        endif()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES folders)

# Peel off folders that include no remaining folder; whatever is left leads
# into a cycle. Then walk from one of them until a folder repeats: that walk's
# loop is a cycle, printed with an include for each step.
set(left ${folders})
set(peeled TRUE)
while(peeled)
    set(peeled FALSE)
    foreach(node IN LISTS left)
        set(stuck FALSE)
        foreach(edge IN LISTS edges)
            string(REPLACE ">" ";" pair "${edge}")
            list(GET pair 0 a)
            list(GET pair 1 b)
            if(a STREQUAL node AND b IN_LIST left)
                set(stuck TRUE)
                break()
            endif()
        endforeach()
        if(NOT stuck)
            list(REMOVE_ITEM left "${node}")
            set(peeled TRUE)
        endif()
    endforeach()
endwhile()
if(left)
    list(GET left 0 node)
    set(walk "")
    while(NOT node IN_LIST walk)
        list(APPEND walk "${node}")
        foreach(edge IN LISTS edges)
            string(REPLACE ">" ";" pair "${edge}")
            list(GET pair 0 a)
            list(GET pair 1 b)
            if(a STREQUAL node AND b IN_LIST left)
                set(next "${b}")
                break()
            endif()
        endforeach()
        set(node "${next}")
    endwhile()
    list(FIND walk "${node}" start)
    list(SUBLIST walk ${start} -1 cycle)
    list(APPEND cycle "${node}")
    string(REPLACE ";" " -> " shown "${cycle}")
    problem("cycle between folders: ${shown}")
    list(LENGTH cycle n)
    math(EXPR last "${n} - 2")
    foreach(i RANGE 0 ${last})
        math(EXPR j "${i} + 1")
        list(GET cycle ${i} a)
        list(GET cycle ${j} b)
        string(MAKE_C_IDENTIFIER "edge_${a}_${b}" key)
        problem("  ${${key}}")
    endforeach()
endif()

if(problems)
    message(FATAL_ERROR "The layers are broken:\n${problems}")
endif()
list(LENGTH sources files)
list(LENGTH folders count)
message(STATUS "Layers hold: ${files} files in ${count} folders, no cycle, ui/ through its doors only")
