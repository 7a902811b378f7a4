# The Debian packages: `cpack -G DEB` in the build folder (.ci/package builds
# them and runs lintian). leapfrog holds the program as `cmake --install`
# installs it: the two programs, the desktop entry, the icon, the AppStream
# metainfo, the man pages, the copyright and the changelog; its dependencies
# are read off the programs by dpkg-shlibdeps, only a plugin's is named here.
# libleapfrog-dev and python3-leapfrog hold the library and the Python module
# (below).
set(CPACK_PACKAGE_NAME leapfrog)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "Leapfrog maintainers <maintainers@users.noreply.a-seed-4884a3a7.example>")
# The synopsis is each component's description's first line (below): CPack
# puts a CPACK_PACKAGE_DESCRIPTION_SUMMARY (by default the project's
# description) before every package's own unless it is CPack's own default.
set(leapfrog_summary "peg-jumping puzzles with optimal solutions explained")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_NAME} built using CMake")
# CPack indents each line and writes an empty one as " .".
set(CPACK_PACKAGE_DESCRIPTION
    "Leapfrog plays the one-dimensional peg-jumping puzzles: frogs and toads,
the shuttle puzzle, Brainbuster and shifting checkers, on rows of any size,
under strict rules, as the pair-shift game, and on boards that fork. Every
improper move is flagged with the reason it spoils the optimal solution,
and optimal solutions can be watched move by move.

The package also holds leapfrog-cli, which solves, counts and checks the
puzzles for scripts.")
# Not "games": Debian keeps that section for programs in /usr/games
# (lintian: package-section-games-but-contains-no-game), and both programs
# live in /usr/bin as `cmake --install` lays them out. A solver that counts
# optimal solutions exactly is at home in "math".
set(CPACK_DEBIAN_PACKAGE_SECTION math)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/leapfrog/leapfrog")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The dependencies no program links: the window's icons are SVG, drawn by
# the SVG icon engine and image plugins that libqt6svg6 holds (Qt loads
# plugins at run time, so dpkg-shlibdeps cannot see them); and a font with
# Chinese glyphs, since the window speaks Chinese and, without one, shows
# every Chinese character as an empty box (a font is found at run time, so
# no tool can see this need either).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6 (>= 6.4), fonts-noto-cjk | fonts-wqy-microhei")
# The translations are built into the program; Qt's own words (standard
# buttons) in those languages come from this.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# Owner root, modes 0644/0755 and a control file dpkg accepts as it is.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)

# One package a component: the program (the install rules' default
# component), the library for C++ programs (dev, core/api) and the Python
# module (python, app/python), where it was built.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL Unspecified dev)
set(CPACK_DEBIAN_UNSPECIFIED_PACKAGE_NAME leapfrog)
set(CPACK_DEBIAN_UNSPECIFIED_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_UNSPECIFIED_PACKAGE_DEPENDS "${CPACK_DEBIAN_PACKAGE_DEPENDS}")
set(CPACK_DEBIAN_UNSPECIFIED_PACKAGE_RECOMMENDS "${CPACK_DEBIAN_PACKAGE_RECOMMENDS}")
set(CPACK_DEBIAN_UNSPECIFIED_DESCRIPTION "${leapfrog_summary}\n${CPACK_PACKAGE_DESCRIPTION}")
unset(CPACK_DEBIAN_PACKAGE_DEPENDS)
unset(CPACK_DEBIAN_PACKAGE_RECOMMENDS)

# libleapfrog-dev: <leapfrog/leapfrog.h>, the static archive, the CMake
# package and leapfrog.pc. The archive's programs link Qt Core, which the
# CMake package and the .pc find through Qt's own development files.
set(CPACK_DEBIAN_DEV_PACKAGE_NAME libleapfrog-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "qt6-base-dev (>= 6.4)")
set(CPACK_DEBIAN_DEV_DESCRIPTION "exact solvers of peg-jumping puzzles - C++ library
Leapfrog's exact solvers of the one-dimensional peg-jumping puzzles (frogs
and toads, the shuttle puzzle, the pair-shift game, Y and branching boards)
for C++ programs: the minimum and the number of optimal solutions, optimal
solutions, hints from any position, each move's verdict with its reason,
distance distributions and state graphs.

This package holds the header leapfrog/leapfrog.h, the static library, its
CMake package (find_package(Leapfrog)) and its pkg-config file.")

# python3-leapfrog: the module `leapfrog` for Debian's Python 3.
if(LEAPFROG_HAVE_PYTHON)
    list(APPEND CPACK_COMPONENTS_ALL python)
    set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-leapfrog)
    set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
    set(CPACK_DEBIAN_PYTHON_PACKAGE_SHLIBDEPS ON)
        # The module is built for this one Python (its file name says so).
    set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS "${LEAPFROG_PYTHON_DEPENDS}")
    # graph() returns a networkx.DiGraph where NetworkX is installed.
    set(CPACK_DEBIAN_PYTHON_PACKAGE_RECOMMENDS "python3-networkx")
    set(CPACK_DEBIAN_PYTHON_DESCRIPTION "exact solvers of peg-jumping puzzles - Python 3 module
Leapfrog's exact solvers of the one-dimensional peg-jumping puzzles (frogs
and toads, the shuttle puzzle, the pair-shift game, Y and branching boards)
for Python scripts and notebooks: the module leapfrog counts optimal
solutions exactly, solves, hints, judges moves with their reasons, and gives
distance distributions and state graphs (as NetworkX graphs).")
endif()
include(CPack)
