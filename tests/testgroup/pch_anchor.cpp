// The one source of a group's precompiled-header target (tests/CMakeLists.txt):
// CMake builds a target's precompiled header only for a target with a source.
