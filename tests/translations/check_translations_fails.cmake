# Proof that check_translations.cmake can fail: on a small repository of its
# own (one class, one .ts file) it passes when the .ts matches the code and is
# finished, and fails on a string new in the code, on a string gone from the
# code, and on an unfinished entry.
#
# Usage: cmake -DLUPDATE=<lupdate> -DCHECK=<check_translations.cmake>
#              -DUPDATE=<update.cmake> -DWORK=<scratch folder> -P check_translations_fails.cmake
cmake_minimum_required(VERSION 3.22)
set(repo "${WORK}/repo")

# A repository whose ui/ says `words` and whose German file translates `done`.
function(make_repo words done)
    file(REMOVE_RECURSE "${repo}")
    file(MAKE_DIRECTORY "${repo}/ui" "${repo}/resources/translations")
    configure_file("${UPDATE}" "${repo}/resources/translations/update.cmake" COPYONLY)
    file(WRITE "${repo}/resources/translations/languages.cmake"
         "set(LEAPFROG_LANGUAGES de)\nset(LEAPFROG_TS_FILES \${CMAKE_CURRENT_LIST_DIR}/leapfrog_de.ts)\n")
    set(calls "")
    foreach(word IN LISTS words)
        string(APPEND calls "    QString ${word}() { return tr(\"${word}\"); }\n")
    endforeach()
    file(WRITE "${repo}/ui/w.h" "#include <QObject>\nclass W : public QObject {\n    Q_OBJECT\n${calls}};\n")
    set(messages "")
    foreach(word IN LISTS done)
        string(APPEND messages "    <message>\n        <source>${word}</source>\n        <translation>${word}!</translation>\n    </message>\n")
    endforeach()
    file(WRITE "${repo}/resources/translations/leapfrog_de.ts" "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"de_DE\">\n<context>\n    <name>W</name>\n${messages}</context>\n</TS>\n")
    # As lupdate itself writes it, so that only the case's difference remains.
    execute_process(COMMAND "${LUPDATE}" -silent -locations none ui -ts resources/translations/leapfrog_de.ts
                    WORKING_DIRECTORY "${repo}")
endfunction()

function(expect outcome case)
    execute_process(COMMAND "${CMAKE_COMMAND}" -DLUPDATE=${LUPDATE} -DROOT=${repo} -DWORK=${WORK}/check -P "${CHECK}"
                    RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(outcome STREQUAL "pass" AND failed)
        message(FATAL_ERROR "the check refused ${case}:\n${err}")
    elseif(outcome STREQUAL "fail" AND NOT failed)
        message(FATAL_ERROR "the check passed ${case}")
    elseif(outcome STREQUAL "fail" AND NOT err MATCHES "update_translations")
        message(FATAL_ERROR "the check refused ${case} without saying how to fix it:\n${err}")
    endif()
endfunction()

make_repo("Game;Move" "Game;Move")
expect(pass "a finished .ts file that matches the code")

make_repo("Game;Move" "Game;Move")
file(READ "${repo}/ui/w.h" header)
string(REPLACE "};" "    QString Undo() { return tr(\"Undo\"); }\n};" header "${header}")
file(WRITE "${repo}/ui/w.h" "${header}")
expect(fail "a string new in the code, missing from the .ts file")

make_repo("Game;Move" "Game;Move")
file(WRITE "${repo}/ui/w.h" "#include <QObject>\nclass W : public QObject {\n    Q_OBJECT\n    QString Game() { return tr(\"Game\"); }\n};\n")
expect(fail "a string gone from the code, still in the .ts file")

make_repo("Game;Move" "Game")
expect(fail "an unfinished entry of a built-in language")
