// The settings door (ui/settings): each type of value kept and read back, a
// value of the wrong type read as its default, two writers merged (neither
// undoes the other's keys), a damaged file set aside and never thrown away,
// a FIFO never waited on, the settings QSettings kept before carried over,
// and a write that fails (a full disk, a read-only folder) leaving the file
// byte for byte as it was, the caller told, the window saying so.
#include "core/full_disk.h"
#include "families/families.h"
#include "settings/preferences.h"
#include "settings/settingkeys.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QFileInfo>
#include <QVariantMap>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <limits>

#include <sys/stat.h>

using namespace leapfrog;
using leapfrog::testing::TroubledFolder;

namespace {

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// What the file holds, as JSON, read here without the door.
QJsonObject onDisk(const QString& path) { return QJsonDocument::fromJson(contentOf(path)).object(); }

} // namespace

class SettingsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { leapfrog::testing::useTestSettings(QStringLiteral("tst_settings")); }
    void init() { leapfrog::testing::resetSettings(); }

    void everyTypeReadsBack();
    void wrongTypeReadsAsDefault_data();
    void wrongTypeReadsAsDefault();
    void twoWritersKeepEachOthersKeys();
    void removalMergesToo();
    void damagedFileIsSetAside();
    void fifoIsNotWaitedOn();
    void legacySettingsCarriedOver();
    void lastBoardsCarriedOver();
    void failedWriteKeepsTheFile_data();
    void failedWriteKeepsTheFile();
    void windowSaysSettingsNotSaved();
};

void SettingsTest::everyTypeReadsBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    const QByteArray geometry("\x01\x00\xff\x80 binary", 12);
    const ui::TextMap days{{QStringLiteral("classic:4@B_RBR_BR"), QStringLiteral("2026-11-28")}};
    const std::uint64_t huge = std::numeric_limits<std::uint64_t>::max() - 1; // past a double's 2^53
    {
        ui::Settings settings(path);
        settings.setValue(ui::setting::variant, QStringLiteral("y:4"));
        settings.setValue(ui::setting::coach, true);
        settings.setValue(ui::setting::exportPace, 750);
        settings.setValue(ui::setting::tableMemory, huge);
        settings.setValue(ui::setting::windowGeometry, geometry);
        settings.setValue(ui::setting::recentFiles, QStringList{QStringLiteral("/a b/ü.json"), QStringLiteral("c")});
        settings.setValue(ui::setting::dailyChallenges, days);
        QVERIFY(!settings.write());
    }
    const ui::Settings read(path);
    QCOMPARE(read.value(ui::setting::variant), QStringLiteral("y:4"));
    QCOMPARE(read.value(ui::setting::coach), true);
    QCOMPARE(read.value(ui::setting::exportPace), 750);
    QCOMPARE(read.value(ui::setting::tableMemory), huge);
    QCOMPARE(read.value(ui::setting::windowGeometry), geometry);
    QCOMPARE(read.value(ui::setting::recentFiles), (QStringList{QStringLiteral("/a b/ü.json"), QStringLiteral("c")}));
    QCOMPARE(read.value(ui::setting::dailyChallenges), days);
    // Keys never written read as their defaults.
    QCOMPARE(read.value(ui::setting::holeNumbers), ui::setting::holeNumbers.fallback);
    QVERIFY(!read.contains(ui::setting::theme));
}

void SettingsTest::wrongTypeReadsAsDefault_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("bool as number") << QByteArray(R"({"view/coach": 7, "export/pace": "fast"})");
    QTest::newRow("list of numbers") << QByteArray(R"({"view/coach": "maybe", "files/recent": [1, 2]})");
    QTest::newRow("bytes not base64") << QByteArray(R"({"window/geometry": "!!not base64!!", "export/pace": 1.5})");
    QTest::newRow("not an object") << QByteArray(R"([1, 2, 3])");
}

void SettingsTest::wrongTypeReadsAsDefault()
{
    QFETCH(QByteArray, file);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    writeFile(path, file);
    const ui::Settings read(path);
    QCOMPARE(read.value(ui::setting::coach), ui::setting::coach.fallback);
    QCOMPARE(read.value(ui::setting::exportPace), ui::setting::exportPace.fallback);
    QCOMPARE(read.value(ui::setting::recentFiles), QStringList());
    QCOMPARE(read.value(ui::setting::windowGeometry), QByteArray());
}

// Two windows hold their settings open at once: each writes only what it
// changed, into what the file holds then.
void SettingsTest::twoWritersKeepEachOthersKeys()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    ui::Settings first(path);
    ui::Settings second(path); // read before the first writes
    first.setValue(ui::setting::theme, QStringLiteral("dark"));
    second.setValue(ui::setting::language, QStringLiteral("de"));
    QVERIFY(!first.write());
    QVERIFY(!second.write());
    const QJsonObject file = onDisk(path);
    QCOMPARE(file.value(QStringLiteral("view/theme")).toString(), QStringLiteral("dark"));
    QCOMPARE(file.value(QStringLiteral("view/language")).toString(), QStringLiteral("de"));
    QCOMPARE(ui::Settings(path).value(ui::setting::theme), QStringLiteral("dark"));
}

void SettingsTest::removalMergesToo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    {
        ui::Settings settings(path);
        settings.setValue(ui::setting::language, QStringLiteral("fr"));
        settings.setValue(ui::setting::coach, true);
    }
    ui::Settings remover(path);
    {
        ui::Settings other(path);
        other.setValue(ui::setting::notation, false);
    }
    remover.remove(ui::setting::language);
    QVERIFY(!remover.write());
    const QJsonObject file = onDisk(path);
    QVERIFY(!file.contains(QStringLiteral("view/language")));
    QCOMPARE(file.value(QStringLiteral("view/coach")).toBool(), true);
    QCOMPARE(file.value(QStringLiteral("view/notation")).toBool(true), false);
}

void SettingsTest::damagedFileIsSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    const QByteArray damaged("{\"view/theme\": \"dark\", trunc");
    writeFile(path, damaged);
    {
        ui::Settings settings(path);
        QCOMPARE(settings.value(ui::setting::theme), ui::setting::theme.fallback);
        settings.setValue(ui::setting::coach, true);
        QVERIFY(!settings.write());
    }
    QCOMPARE(onDisk(path).value(QStringLiteral("view/coach")).toBool(), true);
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("settings.json.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(contentOf(dir.filePath(aside.first())), damaged);
}

// A FIFO where the settings go: read as no settings at once (a read would
// wait for a writer for ever), and replaced whole by the next write.
void SettingsTest::fifoIsNotWaitedOn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    ui::Settings settings(path);
    QCOMPARE(settings.value(ui::setting::variant), ui::setting::variant.fallback);
    settings.setValue(ui::setting::variant, QStringLiteral("pairs:3"));
    QVERIFY(!settings.write());
    QVERIFY(QFileInfo(path).isFile());
    QCOMPARE(ui::Settings(path).value(ui::setting::variant), QStringLiteral("pairs:3"));
}

// A player's settings from before this file: QSettings's, carried over at
// the first start, with their types (the window's geometry as bytes, the
// recent files as a list, a list of one as a list, the daily days as a map).
void SettingsTest::legacySettingsCarriedOver()
{
    QFile::remove(ui::Settings::playerPath());
    const QByteArray geometry("\x01\xd9\xd0\xcb\x00\x03", 6);
    {
        QSettings legacy;
        legacy.clear();
        legacy.setValue(QStringLiteral("window/geometry"), geometry);
        legacy.setValue(QStringLiteral("files/recent"), QStringList{QStringLiteral("/home/ann/g.json")});
        legacy.setValue(QStringLiteral("view/coach"), true);
        legacy.setValue(QStringLiteral("view/theme"), QStringLiteral("dark"));
        legacy.setValue(QStringLiteral("export/pace"), 900);
        legacy.setValue(QStringLiteral("challenge/daily"),
                        QVariantMap{{QStringLiteral("classic:3@BB_RBR_R"), QStringLiteral("2026-11-27")}});
    }
    {
        const ui::Settings settings;
        QCOMPARE(settings.value(ui::setting::windowGeometry), geometry);
        QCOMPARE(settings.value(ui::setting::recentFiles), QStringList{QStringLiteral("/home/ann/g.json")});
        QCOMPARE(settings.value(ui::setting::coach), true);
        QCOMPARE(settings.value(ui::setting::theme), QStringLiteral("dark"));
        QCOMPARE(settings.value(ui::setting::exportPace), 900);
        QCOMPARE(settings.value(ui::setting::dailyChallenges).value(QStringLiteral("classic:3@BB_RBR_R")),
                 QStringLiteral("2026-11-27"));
    }
    // Written to the new file: later starts read it there.
    QVERIFY(QFileInfo(ui::Settings::playerPath()).isFile());
    QSettings().clear();
    QCOMPARE(ui::Settings().value(ui::setting::exportPace), 900);
}

// The last board of each family, kept a key a family by versions before one
// map held them: read into the map (a board the map already holds wins), the
// old keys gone once the preferences are saved, and each board offered again
// by its family; a board of the wrong family under a key (a file edited by
// hand) is not offered.
void SettingsTest::lastBoardsCarriedOver()
{
    {
        ui::Settings settings;
        settings.setValue(ui::setting::legacyLastY, QStringLiteral("y:4"));
        settings.setValue(ui::setting::legacyLastBranch, QStringLiteral("classic:5"));
        settings.setValue(ui::setting::legacyLastRow, QStringLiteral("classic:4h2k2"));
        settings.setValue(ui::setting::legacyLastCustom, QStringLiteral("row:BBR_R>RR_BB"));
        settings.setValue(ui::setting::lastBoards, ui::TextMap{{QStringLiteral("row"), QStringLiteral("classic:2h2k2")}});
    }
    ui::Preferences preferences = ui::Preferences::load(ui::Settings());
    QCOMPARE(preferences.lastBoard(Family::Y).spec(), std::string("y:4"));
    QCOMPARE(preferences.lastBoard(Family::Branch).spec(), Variant::parse(ui::defaultSpec(Family::Branch)).spec());
    QCOMPARE(preferences.rowToOffer(Variant::parse("y:4")).spec(), std::string("classic:2h2k2"));
    QCOMPARE(preferences.customPuzzleToOffer().spec(), std::string("row:BBR_R>RR_BB"));
    {
        ui::Settings settings;
        preferences.save(settings);
    }
    const ui::Settings after;
    for (const auto* legacy : {&ui::setting::legacyLastY, &ui::setting::legacyLastBranch, &ui::setting::legacyLastRow,
                               &ui::setting::legacyLastCustom}) {
        QVERIFY2(after.value(*legacy).isEmpty(), legacy->name.data());
    }
    QCOMPARE(after.value(ui::setting::lastBoards).value(QStringLiteral("y")), QStringLiteral("y:4"));
    QCOMPARE(ui::Preferences::load(after).lastBoard(Family::Y).spec(), std::string("y:4"));
    // Choosing boards keeps each family's last.
    preferences.remember(Variant::parse("y:3"));
    preferences.remember(Variant::parse("pairs:4"));
    QCOMPARE(preferences.lastBoard(Family::Y).spec(), std::string("y:3"));
    QCOMPARE(preferences.lastBoard(Family::Pairs).spec(), std::string("pairs:4"));
    QCOMPARE(preferences.variant, QStringLiteral("pairs:4"));
}

void SettingsTest::failedWriteKeepsTheFile_data()
{
    QTest::addColumn<int>("trouble");
    QTest::addColumn<QString>("reason");
    QTest::newRow("full disk") << static_cast<int>(TroubledFolder::Trouble::Full) << "the disk is full";
    QTest::newRow("read-only folder") << static_cast<int>(TroubledFolder::Trouble::ReadOnly) << "read-only";
}

void SettingsTest::failedWriteKeepsTheFile()
{
    QFETCH(int, trouble);
    QFETCH(QString, reason);
    TroubledFolder disk(static_cast<TroubledFolder::Trouble>(trouble));
    const QString path = disk.filePath(QStringLiteral("settings.json"));
    const QByteArray old(R"({"view/theme": "dark", "files/recent": ["/home/ann/g.json"]})");
    disk.put(QStringLiteral("settings.json"), old);
    disk.begin();
    int notices = 0;
    QString noticed;
    const QObject listener; // gone before the counts it writes to, whatever way the test ends
    connect(&ui::SettingsNotice::instance(), &ui::SettingsNotice::notWritten, &listener,
                [&](const WriteFailure& failure) {
                    ++notices;
                    noticed = QString::fromStdString(failure.reason());
                });
    {
        ui::Settings settings(path);
        settings.setValue(ui::setting::theme, QStringLiteral("light"));
        const std::optional<WriteFailure> failure = settings.write();
        QVERIFY(failure);
        QVERIFY2(QString::fromStdString(failure->reason()).contains(reason), failure->reason().c_str());
        QCOMPARE(contentOf(path), old);
        // The change is still this object's, and still to be written.
        QCOMPARE(settings.value(ui::setting::theme), QStringLiteral("light"));
        QCOMPARE(notices, 0); // told through write()'s answer
    }
    // Going out of scope, it tried once more and, failing, said so.
    QCOMPARE(notices, 1);
    QVERIFY2(noticed.contains(reason), qPrintable(noticed));
    QCOMPARE(contentOf(path), old);
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).filter(QStringLiteral("settings")),
             QStringList{QStringLiteral("settings.json")}); // no temporary file left
}

// The window's settings folder on a full disk: a choice from the View menu
// holds in the window, the file keeps what it held, and the status bar says
// the settings were not saved, and why.
void SettingsTest::windowSaysSettingsNotSaved()
{
    const QString folder = QFileInfo(ui::Settings::playerPath()).path();
    TroubledFolder disk(TroubledFolder::Trouble::Full, folder);
    {
        ui::Settings settings; // what resetSettings wrote, again, on the troubled folder
        settings.setValue(ui::setting::animationSpeed, QStringLiteral("instant"));
        settings.setValue(ui::setting::tutorialSeen, true);
    }
    const QByteArray old = contentOf(ui::Settings::playerPath());
    QVERIFY(!old.isEmpty());
    disk.begin();
    auto window = leapfrog::testing::openWindow("classic:2", leapfrog::testing::Shown::Active);
    QAction* holeNumbers = window->findChild<QAction*>(QStringLiteral("holeNumbers"));
    QVERIFY(holeNumbers && holeNumbers->isChecked());
    holeNumbers->trigger();
    QVERIFY(!holeNumbers->isChecked());
    const QString status = window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("settings were not saved")) && status.contains(QStringLiteral("the disk is full")),
             qPrintable(status));
    QCOMPARE(contentOf(ui::Settings::playerPath()), old);
    window.reset();
}

QTEST_MAIN(SettingsTest)
#include "tst_settings.moc"
