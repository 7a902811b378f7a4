// pch_gui.h and Qt Widgets, for the suites that drive the window
// (tests/CMakeLists.txt).
#pragma once
#include <QtWidgets/QtWidgets>

#include "pch_gui.h"
