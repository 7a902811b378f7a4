// What every test suite of a group includes, compiled once a group
// (tests/CMakeLists.txt): Qt Core and Qt Test, and the standard library
// the suites use.
#pragma once
#include <QtCore/QtCore>
#include <QtTest/QtTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "testentry.h"
