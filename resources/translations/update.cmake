# Brings every .ts file of this folder up to date with the window's sources:
# new strings appear (unfinished), strings gone from the code disappear.
#
#   cmake --build <build dir> --target update_translations
# or, without a build folder, from the repository's top:
#   cmake -DLUPDATE=/usr/lib/qt6/bin/lupdate -DROOT=. -P resources/translations/update.cmake
#
# With -DOUT=<folder> it writes updated copies there instead and leaves the
# files here alone (the test translations_up_to_date compares them).
cmake_minimum_required(VERSION 3.22)
if(NOT LUPDATE OR NOT ROOT)
    message(FATAL_ERROR "usage: cmake -DLUPDATE=<lupdate> -DROOT=<repository> [-DOUT=<folder>] -P update.cmake")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)
file(GLOB ts_files "${ROOT}/resources/translations/leapfrog_*.ts")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    set(target "${ts}")
    if(OUT)
        file(MAKE_DIRECTORY "${OUT}")
        set(target "${OUT}/${name}")
        file(COPY_FILE "${ts}" "${target}")
    endif()
    # English is the source: its file holds the numerus forms alone.
    set(only "")
    if(name STREQUAL "leapfrog_en.ts")
        set(only -pluralonly)
    endif()
    # No line numbers: a .ts changes only when a string does.
    execute_process(COMMAND "${LUPDATE}" -silent -locations none -no-obsolete ${only} ui -ts "${target}"
                    WORKING_DIRECTORY "${ROOT}" RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "lupdate failed on ${name}")
    endif()
endforeach()
