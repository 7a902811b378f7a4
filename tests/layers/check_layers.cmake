# Reads every #include "..." under core/, ui/ and app/ and fails (FATAL_ERROR) on
#  - a source file loose at core/'s top (every file belongs to a layer),
#  - a core/ file that includes a ui/ header,
#  - a ui/ file that includes a core header outside the window's doors (below),
#  - an app/ main that includes a core header outside its own named set
#    (below: the window's main goes through ui/, the CLI's commands name theirs),
#  - an include one way between two rooms that must not (below: play/ and
#    export/ never include each other),
#  - an include of another room of ui/ by a ground-floor room (below:
#    families/ and words/, the words naming boards through the families),
#  - threads started outside the one place of each side: Qt's (QtConcurrent,
#    QFutureWatcher, QThread...) only in ui/background/, std::thread and
#    std::async only in core's own parallel code (below),
#  - the settings file touched outside ui/settings/ (QSettings anywhere
#    else): every key is written once there, with its type and default,
#  - a header of the library's public interface (core/api/include/, the
#    installed <leapfrog/leapfrog.h>) that includes anything but the standard
#    library: a program built against the installed library has no layer,
#  - a folder of ui/ missing from the room list of ui/CMakeLists.txt's comment
#    (each room's purpose in one line: "#   board/       the board view..."),
#    a room listed that is no folder, and an include of a room further down
#    that list (a room includes only rooms above it),
#  - a room list in resources/docs/development.md (the code block after the
#    line "<!-- room-list: ...") other than ui/CMakeLists.txt's: the same
#    rooms, in the same order, with the same purposes,
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
# challenges, save files, the one JSON reader and the one writer of files, the machine's limits. Nothing else of the core: no engine, no table, no
# construction.
set(ui_doors
    model/bigint.h model/board.h model/cell.h model/errors.h model/move.h
    model/notation.h model/position.h model/refusal.h model/rules.h model/variant.h
    model/game.h
    model/solution.h model/timeline.h
    analysis/category.h analysis/judge.h analysis/state_graph.h analysis/verdict.h
    catalog/exact_search.h search/control.h search/machine_limits.h catalog/challenge.h
    catalog/prepared_solution.h catalog/solution_catalog.h catalog/solution_word.h catalog/solve.h
    files/json_reading.h files/savefile.h files/table_cache.h files/whole_file.h files/whole_file_device.h)

# The core headers each folder of app/ may include, as app/CMakeLists.txt
# says: the window's main parses a variant and says why it is bad, all else
# through ui/; the CLI's commands are the core's front end for scripts; the
# cluster's main runs the core's MPI layer.
set(apps gui cli python cluster)
set(app_gui_doors model/errors.h model/variant.h)
set(app_cli_doors
    model/errors.h model/notation.h model/rules.h model/variant.h
    construct/constructions.h construct/throughput.h
    search/control.h search/distance_table.h search/engine.h search/machine_limits.h search/state_space.h
    analysis/distance_stats.h analysis/forward_only.h analysis/judge.h analysis/state_graph.h
    catalog/challenge.h catalog/counting.h catalog/exact_search.h catalog/requests.h catalog/solve.h
    files/state_graph_formats.h files/table_cache.h)
# The Python module: the library's public header alone, no layer.
set(app_python_doors)
set(app_cluster_doors
    cluster/checkpoint.h cluster/communicator.h cluster/distributed_stats.h cluster/first_rank_count.h
    cluster/job_summary.h search/machine_limits.h)

# Includes that must not be, "from>to" between folders, though no cycle
# forbids them yet. The game (play/) and the paper (export/) both speak in
# words/'s sentences and include words/, never each other.
set(forbidden_edges "ui/export>ui/play" "ui/play>ui/export")

# The ground floor of ui/: rooms that include the core alone, no other room,
# so that every room above (and the CLI, through export/) may use them: the
# table of board families, the words (every sentence about moves, verdicts,
# illegal moves and records), which name a board through the families'
# table, and the look (colours, styles, the one table of verdict colours),
# which knows a verdict's flag from the words: the only includes allowed
# between them ("from>to").
set(ground_rooms ui/families ui/words ui/look)
set(ground_edges "ui/words>ui/families" "ui/look>ui/words")

# Where threads may start. Qt's machinery for the window's long work
# (progress, cancel, budget, stale answers dropped) is ui/background/'s alone;
# the core's searches split their own loops over std::thread.
set(qt_thread_places ui/background/)
set(std_thread_places core/search/parallel.h core/search/row_bands.cpp core/cluster/layer_expansion.cpp)

# The one door to the settings: QSettings (and so the settings file) only there.
set(settings_places ui/settings/)

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

# The rooms of ui/, in ui/CMakeLists.txt's comment: a line "#   <room>/   <its
# purpose>" each, in the order they build on. Every folder of ui/ is one of
# them, and every room listed is a folder.
set(rooms "")
if(EXISTS "${ROOT}/ui/CMakeLists.txt")
    file(STRINGS "${ROOT}/ui/CMakeLists.txt" comment REGEX "^#")
    foreach(line IN LISTS comment)
        if(line MATCHES "^#   ([a-z_]+)/( +(.*))?$")
            set(room "ui/${CMAKE_MATCH_1}")
            string(STRIP "${CMAKE_MATCH_3}" purpose)
            if(room IN_LIST rooms)
                problem("ui/CMakeLists.txt lists ${room}/ twice")
            endif()
            if(purpose STREQUAL "")
                problem("ui/CMakeLists.txt lists ${room}/ without its purpose: say it in the same line")
            endif()
            list(APPEND rooms "${room}")
            string(MAKE_C_IDENTIFIER "purpose_${room}" key)
            set(${key} "${purpose}")
        endif()
    endforeach()
    file(GLOB ui_entries RELATIVE "${ROOT}" "${ROOT}/ui/*")
    list(SORT ui_entries)
    foreach(entry IN LISTS ui_entries)
        if(IS_DIRECTORY "${ROOT}/${entry}" AND NOT entry IN_LIST rooms)
            problem("${entry}/ is a room missing from ui/CMakeLists.txt's room list: give it a line there, its purpose")
        endif()
    endforeach()
    foreach(room IN LISTS rooms)
        if(NOT IS_DIRECTORY "${ROOT}/${room}")
            problem("ui/CMakeLists.txt lists ${room}/, which is no folder of ui/")
        endif()
    endforeach()
    # development.md shows the same list: the code block after "<!-- room-list:".
    set(doc "resources/docs/development.md")
    if(rooms AND EXISTS "${ROOT}/${doc}")
        file(STRINGS "${ROOT}/${doc}" lines)
        set(state before)
        set(shown_rooms "")
        foreach(line IN LISTS lines)
            if(state STREQUAL "before" AND line MATCHES "^<!-- room-list:")
                set(state marker)
            elseif(state STREQUAL "marker" AND line MATCHES "^```")
                set(state inside)
            elseif(state STREQUAL "inside" AND line MATCHES "^```")
                set(state after)
            elseif(state STREQUAL "inside" AND line MATCHES "^([a-z_]+)/ +(.*)$")
                set(room "ui/${CMAKE_MATCH_1}")
                string(STRIP "${CMAKE_MATCH_2}" purpose)
                list(APPEND shown_rooms "${room}")
                string(MAKE_C_IDENTIFIER "purpose_${room}" key)
                if(room IN_LIST rooms AND NOT purpose STREQUAL "${${key}}")
                    problem("${doc} gives ${room}/ another purpose than ui/CMakeLists.txt (\"${purpose}\")")
                endif()
            endif()
        endforeach()
        if(NOT state STREQUAL "after")
            problem("${doc} shows no room list: a code block after a line \"<!-- room-list: ...\"")
        else()
            foreach(room IN LISTS shown_rooms)
                if(NOT room IN_LIST rooms)
                    problem("${doc}'s room list names ${room}/, ui/CMakeLists.txt's does not")
                endif()
            endforeach()
            foreach(room IN LISTS rooms)
                if(NOT room IN_LIST shown_rooms)
                    problem("${doc}'s room list leaves out ${room}/, which ui/CMakeLists.txt lists")
                endif()
            endforeach()
            if(NOT problems AND NOT shown_rooms STREQUAL rooms)
                problem("${doc}'s room list has the rooms in another order than ui/CMakeLists.txt's")
            endif()
        endif()
    endif()
endif()

# The sets written in app/CMakeLists.txt's comment must be these: a line
# "#   gui/ may include ..." and the lines indented under it.
if(EXISTS "${ROOT}/app/CMakeLists.txt")
    file(STRINGS "${ROOT}/app/CMakeLists.txt" comment REGEX "^#")
    set(app "")
    foreach(app IN LISTS apps)
        set(written_${app} "")
    endforeach()
    foreach(line IN LISTS comment)
        if(line MATCHES "^#   ([a-z]+)/ may include")
            set(app "${CMAKE_MATCH_1}")
        elseif(NOT line MATCHES "^#     ")
            set(app "")
        endif()
        if(app)
            string(REGEX MATCHALL "(model|construct|search|analysis|catalog|files|cluster)/[a-z0-9_]+\\.h" headers "${line}")
            list(APPEND written_${app} ${headers})
        endif()
    endforeach()
    foreach(app IN LISTS apps)
        foreach(header IN LISTS written_${app})
            if(NOT header IN_LIST app_${app}_doors)
                problem("app/CMakeLists.txt lets app/${app}/ include ${header}, this check does not")
            endif()
        endforeach()
        foreach(header IN LISTS app_${app}_doors)
            if(NOT header IN_LIST written_${app})
                problem("this check lets app/${app}/ include ${header}, app/CMakeLists.txt's comment does not name it")
            endif()
        endforeach()
    endforeach()
endif()

file(GLOB loose RELATIVE "${ROOT}" "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
foreach(file IN LISTS loose)
    problem("${file} is loose at core/'s top: put it in its layer's folder")
endforeach()

# The public interface stands alone: standard headers only (<atomic>, not
# "model/variant.h" nor <QString>), since only include/leapfrog/ is installed.
file(GLOB_RECURSE public_headers RELATIVE "${ROOT}" "${ROOT}/core/api/include/*.h")
foreach(file IN LISTS public_headers)
    file(STRINGS "${ROOT}/${file}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS lines)
        if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*<[a-z_]+>")
            string(STRIP "${line}" shown)
            problem("${file} has \"${shown}\": the library's public header includes standard headers only")
        endif()
    endforeach()
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

# Whether `file` (relative to ROOT) is one of `places` (files, or folders
# ending in "/").
function(in_places file places out)
    set(${out} FALSE PARENT_SCOPE)
    foreach(place IN LISTS places)
        string(LENGTH "${place}" length)
        string(SUBSTRING "${file}" 0 ${length} head)
        if(file STREQUAL place OR (place MATCHES "/$" AND head STREQUAL place))
            set(${out} TRUE PARENT_SCOPE)
        endif()
    endforeach()
endfunction()

# Threads outside their places: code (comments dropped) naming Qt's thread
# machinery or the standard library's.
function(check_threads file)
    file(STRINGS "${ROOT}/${file}" lines REGEX "QtConcurrent|QFutureWatcher|QThread|std::(j?thread|async)")
    in_places("${file}" "${qt_thread_places}" qt_place)
    in_places("${file}" "${std_thread_places}" std_place)
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "//.*$" "" code "${line}")
        string(REPLACE "std::thread::hardware_concurrency" "" code "${code}") # counts cores, starts none
        string(STRIP "${code}" shown)
        if(NOT qt_place AND code MATCHES "QtConcurrent|QFutureWatcher|QThread")
            problem("${file} uses ${CMAKE_MATCH_0} (\"${shown}\"): long work runs through ui/background/backgroundwork.h")
        endif()
        if(NOT std_place AND code MATCHES "std::(j?thread|async)")
            problem("${file} starts threads (\"${shown}\"): only ${std_thread_places} do")
        endif()
    endforeach()
    set(problems "${problems}" PARENT_SCOPE)
endfunction()

# The settings file touched outside its door: code (comments dropped) naming QSettings.
function(check_settings file)
    file(STRINGS "${ROOT}/${file}" lines REGEX "QSettings")
    in_places("${file}" "${settings_places}" settings_place)
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "//.*$" "" code "${line}")
        string(STRIP "${code}" shown)
        if(NOT settings_place AND code MATCHES "QSettings")
            problem("${file} uses QSettings (\"${shown}\"): settings are read and written through ui/settings/settings.h")
        endif()
    endforeach()
    set(problems "${problems}" PARENT_SCOPE)
endfunction()

# app/'s mains: their core includes within the set named for each.
file(GLOB_RECURSE app_sources RELATIVE "${ROOT}" "${ROOT}/app/*.h" "${ROOT}/app/*.cpp")
list(SORT app_sources)
foreach(file IN LISTS app_sources)
    check_threads("${file}")
    check_settings("${file}")
    string(REGEX MATCH "^app/([^/]+)/" ignored "${file}")
    set(app "${CMAKE_MATCH_1}")
    if(NOT app IN_LIST apps)
        problem("${file} is in no folder of app/ with a named set of core headers (${apps}): name one here and in app/CMakeLists.txt")
        continue()
    endif()
    get_filename_component(dir "${file}" DIRECTORY)
    file(STRINGS "${ROOT}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" included "${line}")
        if(NOT EXISTS "${ROOT}/${dir}/${included}" AND EXISTS "${ROOT}/core/${included}"
           AND NOT included IN_LIST app_${app}_doors)
            problem("${file} includes ${included}, which is not one of the core headers app/${app}/ may include (app/CMakeLists.txt)")
        endif()
    endforeach()
endforeach()

set(folders "")
set(edges "") # "from>to", with an example include in edge_<from>_<to>
file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/core/*.h" "${ROOT}/core/*.cpp"
     "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp")
list(SORT sources)
foreach(file IN LISTS sources)
    folder_of("${file}" from)
    list(APPEND folders "${from}")
    check_threads("${file}")
    check_settings("${file}")
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
        if("${from}>${to}" IN_LIST forbidden_edges)
            problem("${file} includes ${target}: ${from}/ must not include ${to}/")
        endif()
        if(from IN_LIST ground_rooms AND to MATCHES "^ui" AND NOT to STREQUAL from
           AND NOT "${from}>${to}" IN_LIST ground_edges)
            problem("${file} includes ${target}: ${from}/ is the ground floor of ui/ and includes no other room")
        endif()
        if(rooms AND NOT from STREQUAL to AND from IN_LIST rooms AND to IN_LIST rooms)
            list(FIND rooms "${from}" from_place)
            list(FIND rooms "${to}" to_place)
            if(to_place GREATER from_place)
                problem("${file} includes ${target}: ${to}/ is further down ui/CMakeLists.txt's room list than ${from}/, and a room includes only rooms above it")
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
list(LENGTH app_sources mains)
string(REPLACE ";" " " thread_places "${qt_thread_places};${std_thread_places}")
list(LENGTH rooms room_count)
message(STATUS "Layers hold: ${files} files in ${count} folders, no cycle, ui/ through its doors only, "
               "its ${room_count} rooms as ui/CMakeLists.txt lists them; "
               "${mains} files of app/ within their core headers; threads only in ${thread_places}; "
               "QSettings only in ${settings_places}")
