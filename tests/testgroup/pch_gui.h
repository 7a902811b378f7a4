// pch_core.h and Qt Gui, for the suites that draw (tests/CMakeLists.txt).
#pragma once
#include <QtGui/QtGui>

#include "pch_core.h"
