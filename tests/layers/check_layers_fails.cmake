# Shows that check_layers.cmake can fail: runs it on small trees that each
# break one rule and expects it to refuse each with the rule's message.
# Usage: cmake -DCHECK=<check_layers.cmake> -DWORK=<scratch folder> -P check_layers_fails.cmake
cmake_minimum_required(VERSION 3.22)

# A tree under WORK/NAME of the given files (FILE CONTENT pairs; no ";" in a
# content), checked: `status` and `out` in the caller.
macro(check_tree name)
    set(root "${WORK}/${name}")
    file(REMOVE_RECURSE "${root}")
    set(files ${ARGN})
    list(LENGTH files count)
    math(EXPR last "${count} - 1")
    foreach(i RANGE 0 ${last} 2)
        math(EXPR j "${i} + 1")
        list(GET files ${i} path)
        list(GET files ${j} content)
        file(WRITE "${root}/${path}" "${content}\n")
    endforeach()
    execute_process(COMMAND "${CMAKE_COMMAND}" -DROOT=${root} -P "${CHECK}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
endmacro()

# case NAME EXPECTED FILE CONTENT [FILE CONTENT...]: a tree of the given
# files; the check must fail on it with a message matching EXPECTED.
function(case name expected)
    check_tree(${name} ${ARGN})
    if(status EQUAL 0)
        message(FATAL_ERROR "${name}: the check passed a tree that breaks its rule:\n${out}")
    endif()
    if(NOT out MATCHES "${expected}")
        message(FATAL_ERROR "${name}: the check failed, but not with \"${expected}\":\n${out}")
    endif()
    message(STATUS "${name}: refused as expected")
endfunction()

case(cycle "cycle between folders: core/(low -> core/high -> core/low|high -> core/low -> core/high)"
     core/low/low.h "#include \"high/high.h\""
     core/high/high.h "#include \"low/low.h\"")
case(room_cycle "cycle between folders: ui/"
     ui/board/view.h "#include \"play/game.h\""
     ui/play/game.h "#include \"board/view.h\"")
case(door "ui/board/view.h includes search/engine.h, which is not one of the window's doors"
     core/model/variant.h "#pragma once"
     core/search/engine.h "#include \"model/variant.h\""
     ui/board/view.h "#include \"search/engine.h\"")
case(core_knows_window "core/model/variant.h includes the window's"
     core/model/variant.h "#include \"board/view.h\""
     ui/board/view.h "#pragma once")
case(loose "core/solve.h is loose at core/'s top"
     core/solve.h "#pragma once")
case(unknown "includes \"model/nowhere.h\", which is no file"
     core/search/engine.h "#include \"model/nowhere.h\"")
case(public_header "core/api/include/leapfrog/leapfrog.h has \"#include \\\"model/variant.h\\\"\": the library's public header includes standard headers only"
     core/model/variant.h "#pragma once"
     core/api/include/leapfrog/leapfrog.h "#include <string>\n#include \"model/variant.h\"")

# The one-way rules of the house's doors and rooms.
case(export_includes_play "ui/export/strip.h includes ui/play/game.h: ui/export/ must not include ui/play/"
     ui/play/game.h "#pragma once"
     ui/export/strip.h "#include \"play/game.h\"")
case(play_includes_export "ui/play/model.h includes ui/export/strip.h: ui/play/ must not include ui/export/"
     ui/export/strip.h "#pragma once"
     ui/play/model.h "#include \"export/strip.h\"")
# The words are the ground floor: no room below them, not even one that
# includes nothing back (no cycle, only this rule, refuses these).
case(words_include_play "ui/words/texts.cpp includes ui/play/game.h: ui/words/ is the ground floor of ui/"
     ui/play/game.h "#pragma once"
     ui/words/texts.cpp "#include \"play/game.h\"")
case(words_include_board "ui/words/texts.cpp includes ui/board/motion.h: ui/words/ is the ground floor of ui/"
     ui/board/motion.h "#pragma once"
     ui/words/texts.cpp "#include \"board/motion.h\"")
# The families' table is below the words: it names no sentence of theirs.
case(families_include_words "ui/families/families.cpp includes ui/words/texts.h: ui/families/ is the ground floor of ui/"
     ui/words/texts.h "#pragma once"
     ui/families/families.cpp "#include \"words/texts.h\"")
# The look is on the ground floor too: the words' flags, no room above.
case(look_includes_board "ui/look/theme.cpp includes ui/board/style.h: ui/look/ is the ground floor of ui/"
     ui/board/style.h "#pragma once"
     ui/look/theme.cpp "#include \"board/style.h\"")
case(app_gui_door "app/gui/main.cpp includes files/table_cache.h, which is not one of the core headers app/gui/ may include"
     core/files/table_cache.h "#pragma once"
     app/gui/main.cpp "#include \"files/table_cache.h\"")
case(app_cli_door "app/cli/cmd_rank.cpp includes search/rank.h, which is not one of the core headers app/cli/"
     core/search/rank.h "#pragma once"
     app/cli/cmd_rank.cpp "#include \"search/rank.h\"")
case(app_unnamed "app/server/main.cpp is in no folder of app/ with a named set of core headers"
     app/server/main.cpp "int main() { return 0 }")
case(app_doors_written "app/CMakeLists.txt lets app/gui/ include search/engine.h, this check does not"
     app/CMakeLists.txt "#   gui/ may include model/variant.h model/errors.h\n#        search/engine.h")

# Threads only in their places: Qt's in ui/background/, std::thread in the
# core's parallel code; a comment that names them is no use of them.
case(qt_concurrent "ui/dialogs/puzzle.cpp uses QtConcurrent"
     ui/dialogs/puzzle.cpp "auto future = QtConcurrent::run(search)")
case(future_watcher "ui/play/model.h uses QFutureWatcher"
     ui/play/model.h "#include <QFutureWatcher>")
case(qthread "ui/board/view.cpp uses QThread"
     ui/board/view.cpp "QThreadPool::globalInstance()->start(paint)")
case(qt_threads_in_core "core/search/engine.cpp uses QThread"
     core/search/engine.cpp "QThread::sleep(1)")
case(qt_threads_in_app "app/cli/main.cpp uses QtConcurrent"
     app/cli/main.cpp "QtConcurrent::run(work)")
case(std_thread "core/search/engine.cpp starts threads"
     core/search/engine.cpp "std::thread helper(work)")
case(std_async "ui/board/view.cpp starts threads"
     ui/board/view.cpp "auto answer = std::async(work)")

# The settings only through their door: QSettings in ui/settings/ alone; a
# comment that names it is no use of it.
case(settings_in_window "ui/window/mainwindow.cpp uses QSettings"
     ui/window/mainwindow.cpp "QSettings().setValue(key, value)")
case(settings_in_app "app/gui/main.cpp uses QSettings"
     app/gui/main.cpp "#include <QSettings>")
case(settings_in_core "core/files/savefile.cpp uses QSettings"
     core/files/savefile.cpp "const QSettings settings")

# The room list of ui/CMakeLists.txt's comment: every folder of ui/ in it,
# with its purpose, in the order rooms build on; development.md shows the same.
set(doors "#   doors  model/bigint.h model/board.h model/cell.h model/errors.h model/move.h model/notation.h model/position.h model/refusal.h model/rules.h model/variant.h model/game.h model/solution.h model/timeline.h analysis/category.h analysis/judge.h analysis/state_graph.h analysis/verdict.h catalog/exact_search.h search/control.h search/machine_limits.h catalog/challenge.h catalog/prepared_solution.h catalog/solution_catalog.h catalog/solution_word.h catalog/solve.h files/json_reading.h files/savefile.h files/table_cache.h files/whole_file.h files/whole_file_device.h")
set(room_list "#   words/       every sentence\n#   board/       the board view\n#   play/        the game being played\n${doors}")
set(room_doc "<!-- room-list: checked -->\n```text\nwords/       every sentence\nboard/       the board view\nplay/        the game being played\n```")
case(room_unlisted "ui/statespace/ is a room missing from ui/CMakeLists.txt's room list"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/play/game.h "#pragma once"
     ui/board/view.h "#pragma once"
     ui/statespace/window.h "#include \"board/view.h\"")
case(room_listed_gone "ui/CMakeLists.txt lists ui/play/, which is no folder of ui/"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#pragma once")
case(room_without_purpose "ui/CMakeLists.txt lists ui/play/ without its purpose"
     ui/CMakeLists.txt "#   board/       the board view\n#   play/\n${doors}"
     ui/board/view.h "#pragma once"
     ui/play/game.h "#include \"board/view.h\"")
# No cycle: board/ includes play/, which includes nothing back; the list's
# order alone refuses it.
case(room_includes_further_down "ui/board/view.h includes ui/play/game.h: ui/play/ is further down ui/CMakeLists.txt's room list than ui/board/"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/play/game.h "#pragma once"
     ui/board/view.h "#include \"play/game.h\"")
case(room_doc_leaves_out "resources/docs/development.md's room list leaves out ui/play/"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#pragma once"
     ui/play/game.h "#pragma once"
     resources/docs/development.md "<!-- room-list: checked -->\n```text\nwords/       every sentence\nboard/       the board view\n```")
case(room_doc_purpose "resources/docs/development.md gives ui/board/ another purpose"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#pragma once"
     ui/play/game.h "#pragma once"
     resources/docs/development.md "<!-- room-list: checked -->\n```text\nwords/       every sentence\nboard/       the pegs\nplay/        the game being played\n```")
case(room_doc_order "resources/docs/development.md's room list has the rooms in another order"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#pragma once"
     ui/play/game.h "#pragma once"
     resources/docs/development.md "<!-- room-list: checked -->\n```text\nwords/       every sentence\nplay/        the game being played\nboard/       the board view\n```")
case(room_doc_missing "resources/docs/development.md shows no room list"
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#pragma once"
     ui/play/game.h "#pragma once"
     resources/docs/development.md "# Development")

# holds NAME FILE CONTENT...: a tree that keeps every rule; the check must pass it.
function(holds name)
    check_tree(${name} ${ARGN})
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "${name}: the check refused a tree that keeps the rules:\n${out}")
    endif()
    message(STATUS "${name}: passed as expected")
endfunction()
holds(settings_through_their_door
     ui/settings/legacysettings.cpp "#include <QSettings>\nconst QSettings settings"
     ui/window/mainwindow.cpp "// kept in the settings (not QSettings: settings/settings.h)")
holds(threads_in_their_places
     ui/background/work.h "#include <QtConcurrent/QtConcurrentRun>\n#include <QFutureWatcher>\n#include <QThreadPool>"
     core/search/parallel.h "std::vector<std::thread> helpers"
     core/search/control.cpp "return std::thread::hardware_concurrency()"
     ui/dialogs/puzzle.cpp "// not QtConcurrent::run, nor a QFutureWatcher or QThread: background/ does it"
     ui/play/game.h "#include \"words/texts.h\""
     ui/words/texts.h "#include \"verdictwords.h\"\n#include \"model/variant.h\""
     ui/words/verdictwords.h "#pragma once"
     ui/export/strip.h "#include \"words/texts.h\""
     ui/play/model.h "#include \"words/verdictwords.h\""
     core/model/variant.h "#pragma once"
     app/gui/main.cpp "#include \"model/variant.h\"\n#include \"play/game.h\"")
holds(rooms_as_listed
     ui/CMakeLists.txt "${room_list}"
     ui/words/texts.h "#pragma once"
     ui/board/view.h "#include \"words/texts.h\""
     ui/play/game.h "#include \"board/view.h\"\n#include \"words/texts.h\""
     resources/docs/development.md "${room_doc}")
