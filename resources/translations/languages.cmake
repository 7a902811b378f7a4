# The translations built into the window (ui/CMakeLists.txt embeds their .qm
# files; Preferences > Language offers each). leapfrog_en.ts holds only the
# English numerus forms ("1 move", "3 moves"): lupdate -pluralonly.
# A language is listed here once its .ts has no unfinished entry
# (the test translations_complete checks every listed file).
set(LEAPFROG_LANGUAGES en de fr zh_CN)
set(LEAPFROG_TS_FILES "")
foreach(language IN LISTS LEAPFROG_LANGUAGES)
    list(APPEND LEAPFROG_TS_FILES ${CMAKE_CURRENT_LIST_DIR}/leapfrog_${language}.ts)
endforeach()
