#pragma once
// The row boards the exhaustive checks run on (issue 5's table): every
// classic board up to 5 x 5 in both orientations and every strict board up
// to 4 x 4. One list, so the verdict and criteria suites cover the same
// boards.
#include <QString>
#include <QTest>

#include <string>

namespace leapfrog::testing {

// Adds the data column "spec" and one row per board, named by its spec.
inline void addRowBoards()
{
    QTest::addColumn<QString>("spec");
    for (int n = 1; n <= 5; ++n) {
        for (int m = 1; m <= 5; ++m) {
            const std::string sizes = std::to_string(n) + "x" + std::to_string(m);
            QTest::newRow(("classic:" + sizes).c_str()) << QString::fromStdString("classic:" + sizes);
            if (n <= 4 && m <= 4) {
                QTest::newRow(("strict:" + sizes).c_str()) << QString::fromStdString("strict:" + sizes);
            }
        }
    }
}

} // namespace leapfrog::testing
