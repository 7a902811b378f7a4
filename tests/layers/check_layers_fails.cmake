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
