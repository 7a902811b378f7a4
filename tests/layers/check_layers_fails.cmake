# Shows that check_layers.cmake can fail: runs it on small trees that each
# break one rule and expects it to refuse each with the rule's message.
# Usage: cmake -DCHECK=<check_layers.cmake> -DWORK=<scratch folder> -P check_layers_fails.cmake
cmake_minimum_required(VERSION 3.22)

# case NAME EXPECTED FILE CONTENT [FILE CONTENT...]: a tree of the given
# files; the check must fail on it with a message matching EXPECTED.
function(case name expected)
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
