# The Debian package: `cpack -G DEB` in the build folder (.ci/package builds
# it and runs lintian). It holds what `cmake --install` installs: the two
# programs, the desktop entry, the icon, the AppStream metainfo, the man
# pages, the copyright and the changelog. Its dependencies are read off the
# programs by dpkg-shlibdeps; only a plugin's is named here.
set(CPACK_PACKAGE_NAME leapfrog)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "Leapfrog maintainers <maintainers@users.noreply.a-seed-4884a3a7.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "peg-jumping puzzles with optimal solutions explained")
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
# The program's files only (the install rules' default component): the
# library's headers, archive and CMake package (component "dev", core/api)
# are not the desktop program's.
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${PROJECT_NAME};Unspecified;/")
include(CPack)
