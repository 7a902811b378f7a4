// The main() of a program that holds several test suites (testentry.h says
// why): `leapfrog_tests_<group> SUITE [Qt Test arguments]` runs one suite as
// its own program would have, with SUITE as its program name (so that
// QCoreApplication::applicationName(), and with it QSettings and
// QStandardPaths' test folders, stay the suite's own).
#include "testentry.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace {

std::map<std::string, leapfrog_tests::SuiteMain> &suites()
{
    // A function-local table: suites register from static initialisers in
    // other files, whose order the language leaves open.
    static std::map<std::string, leapfrog_tests::SuiteMain> table;
    return table;
}

std::string baseName(const char *path)
{
    std::string name(path);
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find_last_of('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

int listSuites(const char *program, const char *problem)
{
    std::fprintf(stderr, "%s\nusage: %s SUITE [Qt Test arguments]\nsuites:", problem, program);
    for (const auto &entry : suites())
        std::fprintf(stderr, " %s", entry.first.c_str());
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

bool leapfrog_tests::registerSuite(const char *sourceFile, SuiteMain suiteMain)
{
    const auto [place, added] = suites().emplace(baseName(sourceFile), suiteMain);
    if (!added) {
        std::fprintf(stderr, "two test suites named %s in one program\n", place->first.c_str());
        std::abort();
    }
    return true;
}

int main(int argc, char *argv[])
{
    if (argc < 2)
        return listSuites(argv[0], "no suite named");
    const auto suite = suites().find(argv[1]);
    if (suite == suites().end())
        return listSuites(argv[0], (std::string("no suite ") + argv[1] + " in this program").c_str());
    // The suite sees itself as the program: argv[0] is its name.
    std::vector<char *> suiteArguments(argv + 1, argv + argc);
    suiteArguments.push_back(nullptr);
    return suite->second(argc - 1, suiteArguments.data());
}
