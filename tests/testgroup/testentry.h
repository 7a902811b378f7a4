// Test suites share executables (tests/CMakeLists.txt, leapfrog_test()): each
// suite stays one source file with its own QObject class and its own
// QTEST_MAIN / QTEST_GUILESS_MAIN, and one ctest test of its own name, but
// several suites link into one program, so that a clean build links a few
// programs instead of ninety.
//
// This header is included ahead of every suite's source (it is part of the
// suites' precompiled header). It redefines Qt's QTEST_MAIN_WRAPPER, which
// QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN all expand through:
// instead of main(), each suite gets a file-local entry point with the same
// body as Qt's, registered under its source file's name. The program's own
// main() (testmain.cpp) runs the one suite its first argument names.
#pragma once

#include <QtTest/qtest.h>

namespace leapfrog_tests {
using SuiteMain = int (*)(int argc, char *argv[]);
// Registers a suite under the base name of sourceFile (tst_rules for
// .../tst_rules.cpp); returns true, for a static initialiser to keep.
bool registerSuite(const char *sourceFile, SuiteMain suiteMain);
} // namespace leapfrog_tests

#undef QTEST_MAIN_WRAPPER
#define QTEST_MAIN_WRAPPER(TestObject, ...) \
static int leapfrogSuiteMain(int argc, char *argv[]) \
{ \
    TESTLIB_SELFCOVERAGE_START(#TestObject) \
    QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>(); \
    __VA_ARGS__ \
    TestObject tc; \
    QTEST_SET_MAIN_SOURCE_PATH \
    return QTest::qExec(&tc, argc, argv); \
} \
[[maybe_unused]] static const bool leapfrogSuiteRegistered = \
    ::leapfrog_tests::registerSuite(__FILE__, &leapfrogSuiteMain);
