// The record book (ui/play/recordbook.h): a result survives a restart (a new
// book reading the same folder), better results replace worse ones and a
// clean one beats an assisted one, and a damaged file is set aside with its
// bytes intact, never emptied or written over.
#include "play/recordbook.h"
#include "words/recordtexts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace leapfrog::ui;

namespace {

SolveResult result(const char* spec, int moves, int minimum, int hints = 0, bool shown = false,
                   std::optional<qint64> ms = 60'000)
{
    SolveResult r;
    r.spec = spec;
    r.moves = moves;
    r.minimum = minimum;
    r.hints = hints;
    r.solutionShown = shown;
    r.when = QDateTime(QDate(2026, 11, 25), QTime(12, 0), Qt::UTC);
    r.milliseconds = ms;
    return r;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// The files in `folder` whose names start with records.json.damaged-.
QStringList setAsideFiles(const QString& folder)
{
    return QDir(folder).entryList({QStringLiteral("records.json.damaged-*")}, QDir::Files);
}

} // namespace

class TestRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void missingFileIsAnEmptyBook();
    void recordSurvivesARestart();
    void betterReplacesWorseDoesNot();
    void cleanBeatsAssisted();
    void equalMovesLessTimeWins();
    void onlyABetterResultIsANewRecord();
    void gamesSolvedCountsNewGamesByThePlayer();
    void resetEmptiesTheFile();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();
    void unknownSpecIsSkippedAndKept();
    void slidesAndJumpsSurviveARestart();
    void bookWithoutSlidesAndJumpsStillLoads();
};

void TestRecords::missingFileIsAnEmptyBook()
{
    QTemporaryDir folder;
    const RecordBook book(folder.path());
    QVERIFY(book.isEmpty());
    QVERIFY(book.problem().isEmpty());
    QVERIFY(!QFile::exists(book.path())); // reading writes nothing
}

void TestRecords::recordSurvivesARestart()
{
    QTemporaryDir folder;
    {
        RecordBook book(folder.path());
        QCOMPARE(book.add(result("classic:3", 17, 15, 2, false, 90'500)), RecordBook::Standing::First);
    }
    const RecordBook restarted(folder.path());
    QVERIFY(restarted.problem().isEmpty());
    const SizeRecord* record = restarted.find("classic:3");
    QVERIFY(record);
    QCOMPARE(record->best.moves, 17);
    QCOMPARE(record->best.minimum, std::optional<int>(15));
    QCOMPARE(record->best.hints, 2);
    QCOMPARE(record->best.solutionShown, false);
    QCOMPARE(record->best.milliseconds, std::optional<qint64>(90'500));
    QCOMPARE(record->best.when, QDateTime(QDate(2026, 11, 25), QTime(12, 0), Qt::UTC));
    QCOMPARE(record->gamesSolved, 1);
    QVERIFY(!restarted.find("classic:2"));
}

void TestRecords::betterReplacesWorseDoesNot()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    book.add(result("classic:3", 19, 15));
    QCOMPARE(book.add(result("classic:3", 17, 15)), RecordBook::Standing::Better);
    QCOMPARE(book.add(result("classic:3", 21, 15)), RecordBook::Standing::NotBetter);
    const RecordBook restarted(folder.path());
    QCOMPARE(restarted.find("classic:3")->best.moves, 17);
    QVERIFY(!restarted.find("classic:3")->solvedCleanlyAndOptimally());
    book.add(result("classic:3", 15, 15));
    QVERIFY(RecordBook(folder.path()).find("classic:3")->solvedCleanlyAndOptimally());
}

void TestRecords::cleanBeatsAssisted()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    book.add(result("strict:4x2", 14, 14, /*hints*/ 1));
    // More moves, but no help: it is the better result.
    QCOMPARE(book.add(result("strict:4x2", 18, 14)), RecordBook::Standing::Better);
    // Optimal with a hint does not beat it, nor does a shown solution.
    QCOMPARE(book.add(result("strict:4x2", 14, 14, 1)), RecordBook::Standing::NotBetter);
    QCOMPARE(book.add(result("strict:4x2", 14, 14, 0, true)), RecordBook::Standing::NotBetter);
    const RecordBook reread(folder.path()); // kept alive: find() points into it
    const SizeRecord* record = reread.find("strict:4x2");
    QVERIFY(record);
    QCOMPARE(record->best.moves, 18);
    QVERIFY(record->best.clean());
    // Hints beat a shown solution.
    QVERIFY(beats(result("y:2", 30, 16, 3), result("y:2", 16, 16, 0, true)));
}

void TestRecords::equalMovesLessTimeWins()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    book.add(result("classic:2", 8, 8, 0, false, std::nullopt));
    // Quicker at the same standing replaces the best, but is no new record.
    QCOMPARE(book.add(result("classic:2", 8, 8, 0, false, 40'000)), RecordBook::Standing::Faster);
    QCOMPARE(book.add(result("classic:2", 8, 8, 0, false, 41'000)), RecordBook::Standing::NotBetter);
    QCOMPARE(book.add(result("classic:2", 8, 8, 0, false, 12'000)), RecordBook::Standing::Faster);
    QCOMPARE(RecordBook(folder.path()).find("classic:2")->best.milliseconds, std::optional<qint64>(12'000));
}

// "A new record" only for less help or fewer moves (or a first clean
// result); the same result again, quicker or not, says what it is.
void TestRecords::onlyABetterResultIsANewRecord()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    const SolveResult first = result("classic:2", 8, 8, 0, false, 40'000);
    QVERIFY(standingSentence(book.add(first), first, std::nullopt).startsWith("A new record: 8 moves, optimal."));
    const SolveResult quicker = result("classic:2", 8, 8, 0, false, 30'000);
    const QString sentence = standingSentence(book.add(quicker), quicker, first);
    QVERIFY2(!sentence.contains("new record"), qPrintable(sentence));
    QVERIFY2(sentence.contains("quicker: 0:30 instead of 0:40"), qPrintable(sentence));
    const SolveResult slower = result("classic:2", 8, 8, 0, false, 50'000);
    QCOMPARE(standingSentence(book.add(slower), slower, quicker), QString("You matched your best: 8 moves, optimal."));
    const SolveResult hinted = result("classic:3", 15, 15, 1);
    const QString firstHinted = standingSentence(book.add(hinted), hinted, std::nullopt);
    QVERIFY2(!firstHinted.contains("new record"), qPrintable(firstHinted));
    const SolveResult clean = result("classic:3", 15, 15);
    QCOMPARE(standingSentence(book.add(clean), clean, hinted),
             QString("A new record: 15 moves, optimal, your first without help."));
}

void TestRecords::gamesSolvedCountsNewGamesByThePlayer()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    book.add(result("classic:1", 3, 3));
    book.add(result("classic:1", 5, 3));
    book.add(result("classic:1", 3, 3), /*newGame*/ false); // the same game again after an undo
    book.add(result("classic:1", 3, 3, 0, true));           // watched, not solved
    QCOMPARE(RecordBook(folder.path()).find("classic:1")->gamesSolved, 2);
    // A size only watched is recorded, but not as solved.
    book.add(result("classic:4", 24, 24, 0, true));
    QVERIFY(!RecordBook(folder.path()).find("classic:4")->solved());
    QCOMPARE(RecordBook(folder.path()).find("classic:4")->gamesSolved, 0);
}

void TestRecords::resetEmptiesTheFile()
{
    QTemporaryDir folder;
    RecordBook book(folder.path());
    book.add(result("classic:1", 3, 3));
    book.reset();
    QVERIFY(book.isEmpty());
    QVERIFY(QFile::exists(book.path()));
    const RecordBook restarted(folder.path());
    QVERIFY(restarted.isEmpty());
    QVERIFY(restarted.problem().isEmpty()); // an empty book, not a damaged one
}

void TestRecords::damagedFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("garbage") << QByteArray("\x00\xff{{not json at all", 20);
    QTest::newRow("truncated") << QByteArray(R"({"format": "leapfrog-records", "version": 1, "records": [{"vari)");
    QTest::newRow("wrong version")
        << QByteArray(R"({"format": "leapfrog-records", "version": 99, "records": []})");
    QTest::newRow("wrong format") << QByteArray(R"({"format": "leapfrog-game", "version": 1, "records": []})");
    QTest::newRow("bad field")
        << QByteArray(R"({"format": "leapfrog-records", "version": 1, "records": [{"variant": "classic:3",
            "moves": "fifteen", "minimum": 15, "hints": 0, "solutionShown": false,
            "date": "2026-11-25T12:00:00Z", "milliseconds": 1000, "gamesSolved": 1}]})");
    QTest::newRow("negative count")
        << QByteArray(R"({"format": "leapfrog-records", "version": 1, "records": [{"variant": "classic:3",
            "moves": 15, "minimum": 15, "hints": -1, "solutionShown": false,
            "date": "2026-11-25T12:00:00Z", "milliseconds": 1000, "gamesSolved": 1}]})");
}

void TestRecords::damagedFileIsSetAside()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(RecordBook::kFileName);
    writeAll(path, bytes);

    RecordBook book(folder.path());
    QVERIFY(book.isEmpty());
    QVERIFY(!book.problem().isEmpty());
    QVERIFY(!QFile::exists(path)); // moved, not copied
    const QStringList aside = setAsideFiles(folder.path());
    QCOMPARE(aside.size(), 1);
    const QString asidePath = QDir(folder.path()).filePath(aside.front());
    QCOMPARE(QFileInfo(book.setAsidePath()).fileName(), aside.front());
    QVERIFY(book.problem().contains(aside.front())); // the message says where it went
    QCOMPARE(readAll(asidePath), bytes);

    // The next write begins a new book and leaves the set-aside file alone.
    book.add(result("classic:1", 3, 3));
    QCOMPARE(readAll(asidePath), bytes);
    QCOMPARE(setAsideFiles(folder.path()).size(), 1);
    const RecordBook restarted(folder.path());
    QVERIFY(restarted.problem().isEmpty());
    QVERIFY(restarted.find("classic:1"));
}

void TestRecords::unknownSpecIsSkippedAndKept()
{
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(RecordBook::kFileName);
    writeAll(path, R"({"format": "leapfrog-records", "version": 1, "records": [
        {"variant": "hexagon:9", "moves": 40, "minimum": 40, "hints": 0, "solutionShown": false,
         "date": "2026-11-25T12:00:00Z", "milliseconds": 1000, "gamesSolved": 1},
        {"variant": "classic:2", "moves": 8, "minimum": 8, "hints": 0, "solutionShown": false,
         "date": "2026-11-25T12:00:00Z", "milliseconds": null, "gamesSolved": 4}]})");
    RecordBook book(folder.path());
    QVERIFY(book.problem().isEmpty());
    QCOMPARE(book.records().size(), std::size_t(1));
    QCOMPARE(book.find("classic:2")->gamesSolved, 4);
    QCOMPARE(book.find("classic:2")->best.milliseconds, std::nullopt);
    QVERIFY(setAsideFiles(folder.path()).isEmpty());

    // Written back with the rest: a later version's record is not lost.
    book.add(result("classic:1", 3, 3));
    const QJsonArray written = QJsonDocument::fromJson(readAll(path)).object().value("records").toArray();
    QStringList specs;
    for (const QJsonValue value : written) {
        specs << value.toObject().value("variant").toString();
    }
    QVERIFY2(specs.contains("hexagon:9"), qPrintable(specs.join(' ')));
    QCOMPARE(specs.size(), 3);
}

void TestRecords::slidesAndJumpsSurviveARestart()
{
    QTemporaryDir folder;
    {
        RecordBook book(folder.path());
        SolveResult counted = result("classic:2x3", 13, 11);
        counted.slides = 5;
        counted.jumps = 8;
        book.add(counted);
        book.add(result("pairs:4", 4, 4)); // pair shifts: neither slides nor jumps
    }
    const RecordBook restarted(folder.path());
    QVERIFY(restarted.problem().isEmpty());
    QCOMPARE(restarted.find("classic:2x3")->best.slides, std::optional<int>(5));
    QCOMPARE(restarted.find("classic:2x3")->best.jumps, std::optional<int>(8));
    QCOMPARE(restarted.find("pairs:4")->best.slides, std::nullopt);
    QCOMPARE(restarted.find("pairs:4")->best.jumps, std::nullopt);
}

// A book written before the slides and jumps were kept: read as it is, the
// two unknown, and written back with the rest untouched.
void TestRecords::bookWithoutSlidesAndJumpsStillLoads()
{
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(RecordBook::kFileName);
    writeAll(path, R"({"format": "leapfrog-records", "version": 1, "records": [
        {"variant": "classic:3", "moves": 15, "minimum": 15, "hints": 0, "solutionShown": false,
         "date": "2026-11-25T12:00:00Z", "milliseconds": 1000, "gamesSolved": 2}]})");
    RecordBook book(folder.path());
    QVERIFY2(book.problem().isEmpty(), qPrintable(book.problem()));
    QVERIFY(setAsideFiles(folder.path()).isEmpty());
    const SizeRecord* record = book.find("classic:3");
    QVERIFY(record);
    QCOMPARE(record->best.moves, 15);
    QCOMPARE(record->gamesSolved, 2);
    QCOMPARE(record->best.slides, std::nullopt);
    QCOMPARE(record->best.jumps, std::nullopt);

    book.add(result("classic:1", 3, 3));
    const RecordBook reread(folder.path());
    QCOMPARE(reread.find("classic:3")->best.moves, 15);
    QCOMPARE(reread.find("classic:3")->best.slides, std::nullopt);
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
