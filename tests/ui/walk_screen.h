#pragma once
// The window suites' screen (tst_walk, tst_roomforwords): 1024 x 768 of
// logical pixels, at scale 1 or (with QT_SCALE_FACTOR=2) on a 2048 x 1536
// screen, the size a newcomer tried the window at. The offscreen platform
// reads its screen from a file given before the QApplication starts, so a
// suite on this screen has a main() of its own: this one.
#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace leapfrog::testing {

template <typename Test>
int runOnWalkScreen(int argc, char** argv)
{
    const int scale = qEnvironmentVariableIntValue("QT_SCALE_FACTOR") == 2 ? 2 : 1;
    QTemporaryDir configFolder;
    const QString config = configFolder.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    const QByteArray screen = QStringLiteral(R"({"screens": [{"name": "walk", "x": 0, "y": 0, "width": %1, "height": %2,
                          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                                  .arg(1024 * scale)
                                  .arg(768 * scale)
                                  .toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(screen) < 0) {
        qFatal("cannot write the offscreen screen's configuration");
    }
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace leapfrog::testing
