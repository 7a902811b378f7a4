# Shows that check_docs.cmake and check_layer_diagram.cmake can fail: builds
# a small tree that both pass, then copies of it that each break one rule,
# and expects each check to refuse its copies with the rule's message.
# Usage: cmake -DDOCS=<check_docs.cmake> -DDIAGRAM=<check_layer_diagram.cmake>
#              -DWORK=<scratch folder> -P check_docs_fails.cmake
cmake_minimum_required(VERSION 3.22)

set(fence "```")
set(good_readme "# A program

![A picture](resources/docs/shot.png)

${fence}sh
bash .ci/play     # build and start
cmake --version   # a command on PATH
${fence}

See [the manual](resources/docs/manual.md#playing) and [Install](#install).

## Install

Read [development](resources/docs/development.md).
")
set(good_manual "# The manual

## Playing

Back to the [README](../../README.md#a-program).
")
set(good_development "# Development

<!-- layer-diagram: checked -->
${fence}text
top  -> mid -> base
side -> base
${fence}
")
set(good_core "set(leapfrog_layers base mid top side)
set(base_uses)
set(mid_uses base) # a comment that names top
set(top_uses mid)
set(side_uses base)
")

# tree NAME [FILE CONTENT...]: the good tree, with the given files replaced.
function(tree name)
    set(root "${WORK}/${name}")
    file(REMOVE_RECURSE "${root}")
    file(WRITE "${root}/README.md" "${good_readme}")
    file(WRITE "${root}/resources/docs/manual.md" "${good_manual}")
    file(WRITE "${root}/resources/docs/development.md" "${good_development}")
    file(WRITE "${root}/resources/docs/shot.png" "not really a picture")
    file(WRITE "${root}/core/CMakeLists.txt" "${good_core}")
    file(WRITE "${root}/.ci/play" "#!/usr/bin/env bash\necho play\n")
    set(files ${ARGN})
    list(LENGTH files count)
    if(count GREATER 0)
        math(EXPR last "${count} - 1")
        foreach(i RANGE 0 ${last} 2)
            math(EXPR j "${i} + 1")
            list(GET files ${i} path)
            list(GET files ${j} content)
            file(WRITE "${root}/${path}" "${content}")
        endforeach()
    endif()
    set(root "${root}" PARENT_SCOPE)
endfunction()

function(run check root out_status out_text)
    execute_process(COMMAND "${CMAKE_COMMAND}" -DROOT=${root} -P "${check}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE text ERROR_VARIABLE text)
    set(${out_status} "${status}" PARENT_SCOPE)
    set(${out_text} "${text}" PARENT_SCOPE)
endfunction()

# case CHECK NAME EXPECTED [FILE CONTENT...]: CHECK must refuse the good tree
# with those files replaced, with a message matching EXPECTED.
function(case check name expected)
    tree(${name} ${ARGN})
    run("${check}" "${root}" status out)
    if(status EQUAL 0)
        message(FATAL_ERROR "${name}: the check passed a tree that breaks its rule:\n${out}")
    endif()
    if(NOT out MATCHES "${expected}")
        message(FATAL_ERROR "${name}: the check failed, but not with \"${expected}\":\n${out}")
    endif()
    message(STATUS "${name}: refused as expected")
endfunction()

# The good tree passes both, so every refusal below is the broken part's.
tree(good)
foreach(check IN ITEMS "${DOCS}" "${DIAGRAM}")
    run("${check}" "${root}" status out)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "the good tree is refused by ${check}:\n${out}")
    endif()
endforeach()
message(STATUS "good: passed by both checks")

string(REPLACE "manual.md#playing" "manuel.md" readme "${good_readme}")
case("${DOCS}" broken_link "README.md: link to resources/docs/manuel.md: no such file" README.md "${readme}")
string(REPLACE "shot.png" "shot2.png" readme "${good_readme}")
case("${DOCS}" broken_picture "link to resources/docs/shot2.png: no such file" README.md "${readme}")
string(REPLACE "#playing" "#play" readme "${good_readme}")
case("${DOCS}" broken_anchor "link to resources/docs/manual.md#play: no heading with that anchor" README.md "${readme}")
string(REPLACE "(#install)" "(#installing)" readme "${good_readme}")
case("${DOCS}" broken_own_anchor "README.md: link to #installing: no heading" README.md "${readme}")
string(REPLACE "README.md#a-program" "README.txt" manual "${good_manual}")
case("${DOCS}" broken_page_link "resources/docs/manual.md: link to ../../README.txt: no such file"
     resources/docs/manual.md "${manual}")
string(REPLACE ".ci/play" ".ci/plya" readme "${good_readme}")
case("${DOCS}" missing_script "bash .ci/plya.*is no file of the tree" README.md "${readme}")
case("${DOCS}" unparsable_script "bash cannot parse .ci/play" .ci/play "#!/usr/bin/env bash\nif then fi (\n")
string(REPLACE "cmake --version" "no-such-program-anywhere --version" readme "${good_readme}")
case("${DOCS}" unknown_command "no-such-program-anywhere is neither a file of the tree nor on PATH"
     README.md "${readme}")
string(REPEAT "\n" 40 gap)
string(REPLACE "# A program\n" "# A program\n${gap}" readme "${good_readme}")
case("${DOCS}" commands_below_first_screen "no command in a code block of its first 40 lines"
     README.md "${readme}")
case("${DOCS}" orphan_page "README.md does not link to the page resources/docs/orphan.md"
     resources/docs/orphan.md "# Nobody finds me\n")
string(REPEAT "More.\n" 200 long)
case("${DOCS}" long_readme "README.md has 2[0-9][0-9] lines, more than 200" README.md "${good_readme}${long}")

string(REPLACE "side -> base" "side -> mid" development "${good_development}")
case("${DIAGRAM}" diagram_wrong_link "links side->base, the diagram does not draw it.*draws side->mid"
     resources/docs/development.md "${development}")
string(REPLACE "side -> base\n" "" development "${good_development}")
case("${DIAGRAM}" diagram_missing_layer "the diagram does not name the layer side"
     resources/docs/development.md "${development}")
string(REPLACE "top  -> mid -> base" "top  -> mid -> base\ntop  -> base" development "${good_development}")
case("${DIAGRAM}" diagram_extra_link "the diagram draws top->base, core/CMakeLists.txt does not link it"
     resources/docs/development.md "${development}")
case("${DIAGRAM}" code_direct_link "core/CMakeLists.txt links side->top"
     core/CMakeLists.txt "${good_core}target_link_libraries(leapfrog_side PRIVATE leapfrog_top)\n")
string(REPLACE "<!-- layer-diagram: checked -->" "" development "${good_development}")
case("${DIAGRAM}" no_diagram "no code block after a line" resources/docs/development.md "${development}")
