// Saved games: a round trip keeps everything (history, cursor, origins, the
// solution flag), and every class of bad file is refused with a message that
// names the problem.
#include "files/savefile.h"
#include "model/errors.h"
#include "model/rules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace leapfrog;

namespace {

Move mv(const char* text) { return moveFromText(text); }

// classic:3 with a restart and an undone move: every kind of entry and a
// cursor short of the end.
Game sampleGame()
{
    Game game(Variant::classic(3, 3));
    game.play(mv("3-4"));
    game.play(mv("5-3"), Origin::Hint);
    game.restart();
    game.play(mv("5-4"), Origin::Solution);
    game.play(mv("3-5"));
    game.undo();
    return game;
}

QJsonObject sampleObject() { return QJsonDocument::fromJson(gameToJson(sampleGame(), true)).object(); }

QByteArray bytes(const QJsonObject& object) { return QJsonDocument(object).toJson(); }

QJsonObject withHistoryEntry(int index, const QJsonValue& entry)
{
    QJsonObject object = sampleObject();
    QJsonArray history = object["history"].toArray();
    history[index] = entry;
    object["history"] = history;
    return object;
}

} // namespace

class SaveFileTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void writesTheDocumentedShape();
    void fileRoundTrip();
    void familyRoundTrip_data();
    void familyRoundTrip();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void refusesMissingFile();
    void failedWriteSaysWhy();
};

void SaveFileTest::roundTrip()
{
    const Game original = sampleGame();
    const SavedGame loaded = gameFromJson(gameToJson(original, true));
    QCOMPARE(loaded.game.variant().spec(), original.variant().spec());
    QVERIFY(std::ranges::equal(loaded.game.history(), original.history()));
    QCOMPARE(loaded.game.cursor(), original.cursor());
    QCOMPARE(loaded.game.position(), original.position());
    QVERIFY(loaded.solutionShown);
    QVERIFY(loaded.game.canRedo());
}

void SaveFileTest::writesTheDocumentedShape()
{
    const QJsonObject object = sampleObject();
    QCOMPARE(object["format"].toString(), QString("leapfrog-game"));
    QCOMPARE(object["version"].toInt(), 1);
    QCOMPARE(object["variant"].toString(), QString("classic:3"));
    QCOMPARE(object["start"].toString(), QString("BBB_RRR"));
    QCOMPARE(object["cursor"].toInt(), 4);
    QCOMPARE(object["solutionShown"].toBool(), true);
    const QJsonArray history = object["history"].toArray();
    QCOMPARE(history.size(), 5);
    QCOMPARE(history[1].toObject(), (QJsonObject{{"kind", "move"}, {"move", "5-3"}, {"origin", "hint"}}));
    QCOMPARE(history[2].toObject(), (QJsonObject{{"kind", "restart"}}));
    QCOMPARE(history[3].toObject()["origin"].toString(), QString("solution"));
}

void SaveFileTest::fileRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.json");
    writeGameFile(path, sampleGame(), false);
    const SavedGame loaded = readGameFile(path);
    QVERIFY(std::ranges::equal(loaded.game.history(), sampleGame().history()));
    QVERIFY(!loaded.solutionShown);
}

void SaveFileTest::familyRoundTrip_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("forbidden"); // after the first move: against the family's own rules
    QTest::newRow("classic:3h2") << "classic:3h2" << QStringList{"3-4", "6-5"} << "8-5";
    QTest::newRow("classic:4k2") << "classic:4k2" << QStringList{"4-5", "7-4"} << "8-4";
    QTest::newRow("strict:4x3k2") << "strict:4x3k2" << QStringList{"6-5", "4-6"} << "3-6";
    QTest::newRow("dudeney:4") << "dudeney:4" << QStringList{"2-1", "4-2"} << "5-2";
    QTest::newRow("grid:2") << "grid:2" << QStringList{"12-13", "14-12"} << "13-12";
    QTest::newRow("row") << "row:BBR_R>RR_BB,strict,k2" << QStringList{"2-4", "3-2"} << "5-2";
}

// The new families' specs are stored and read back as they are, with the
// history replayed under their own rules; a move they forbid is refused.
void SaveFileTest::familyRoundTrip()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, moves);
    QFETCH(QString, forbidden);
    Game game(Variant::parse(spec.toStdString()));
    const Variant& variant = game.variant();
    for (const QString& move : moves) {
        QVERIFY2(isLegal(variant.board(), variant.rules(), game.position(), mv(qPrintable(move))), qPrintable(move));
        game.play(mv(qPrintable(move)));
    }
    game.undo();
    const QByteArray json = gameToJson(game, false);
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    QCOMPARE(object["variant"].toString(), spec);
    QCOMPARE(object["start"].toString(), QString::fromStdString(variant.start().text()));
    const SavedGame loaded = gameFromJson(json);
    QCOMPARE(loaded.game.variant().spec(), variant.spec());
    QCOMPARE(loaded.game.variant().goal(), variant.goal());
    QCOMPARE(loaded.game.position(), game.position());
    QVERIFY(loaded.game.canRedo());
    QVERIFY(!isLegal(variant.board(), variant.rules(), game.position(), mv(qPrintable(forbidden))));
    QJsonArray history = object["history"].toArray();
    history[1] = QJsonObject{{"kind", "move"}, {"move", forbidden}, {"origin", "player"}};
    QJsonObject bad = object;
    bad["history"] = history;
    QVERIFY_THROWS_EXCEPTION(InputError, gameFromJson(bytes(bad)));
}

void SaveFileTest::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const auto with = [](const char* key, const QJsonValue& value) {
        QJsonObject object = sampleObject();
        object[key] = value;
        return bytes(object);
    };
    const auto without = [](const char* key) {
        QJsonObject object = sampleObject();
        object.remove(key);
        return bytes(object);
    };
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("only white space") << QByteArray(" \n\t\n") << "the file is empty";
    QTest::newRow("truncated") << gameToJson(sampleGame(), false).left(80) << "not valid JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "JSON is not an object";
    QTest::newRow("no format") << without("format") << "has no \"format\"";
    QTest::newRow("other format") << with("format", "sudoku") << "not a Leapfrog game";
    QTest::newRow("format not a string") << with("format", 7) << "\"format\" must be a string";
    QTest::newRow("no version") << without("version") << "has no \"version\"";
    QTest::newRow("newer version") << with("version", 2) << "newer than this Leapfrog reads";
    QTest::newRow("version zero") << with("version", 0) << "versions start at 1";
    QTest::newRow("version fraction") << with("version", 1.5) << "\"version\" must be a whole number";
    QTest::newRow("no variant") << without("variant") << "has no \"variant\"";
    QTest::newRow("unknown variant") << with("variant", "hexagon:3") << "bad \"variant\"";
    QTest::newRow("variant too large") << with("variant", "classic:100001") << "over the limit";
    QTest::newRow("no start") << without("start") << "has no \"start\"";
    QTest::newRow("wrong start") << with("start", "BB_BRRR") << "is not the start of classic:3";
    QTest::newRow("no history") << without("history") << "has no \"history\"";
    QTest::newRow("history not a list") << with("history", "3-4") << "\"history\" must be a list";
    QTest::newRow("entry not an object") << bytes(withHistoryEntry(0, "3-4")) << "history entry 1 is not an object";
    QTest::newRow("entry without kind") << bytes(withHistoryEntry(1, QJsonObject{{"move", "5-3"}}))
                                        << "history entry 2 has no \"kind\"";
    QTest::newRow("unknown kind") << bytes(withHistoryEntry(1, QJsonObject{{"kind", "jump"}}))
                                  << "history entry 2: unknown kind";
    QTest::newRow("move without text") << bytes(withHistoryEntry(0, QJsonObject{{"kind", "move"}, {"origin", "player"}}))
                                       << "history entry 1 has no \"move\"";
    QTest::newRow("malformed move")
        << bytes(withHistoryEntry(0, QJsonObject{{"kind", "move"}, {"move", "3to4"}, {"origin", "player"}}))
        << "history entry 1: ";
    QTest::newRow("move off the board")
        << bytes(withHistoryEntry(0, QJsonObject{{"kind", "move"}, {"move", "3-9"}, {"origin", "player"}}))
        << "history entry 1: ";
    QTest::newRow("move without origin")
        << bytes(withHistoryEntry(0, QJsonObject{{"kind", "move"}, {"move", "3-4"}}))
        << "history entry 1 has no \"origin\"";
    QTest::newRow("unknown origin")
        << bytes(withHistoryEntry(0, QJsonObject{{"kind", "move"}, {"move", "3-4"}, {"origin", "oracle"}}))
        << "unknown origin \"oracle\"";
    QTest::newRow("illegal move")
        << bytes(withHistoryEntry(1, QJsonObject{{"kind", "move"}, {"move", "1-4"}, {"origin", "player"}}))
        << "history entry 2 (1-4) is illegal";
    QTest::newRow("no cursor") << without("cursor") << "has no \"cursor\"";
    QTest::newRow("cursor beyond history") << with("cursor", 6) << "undo cursor 6 is outside the history";
    QTest::newRow("negative cursor") << with("cursor", -1) << "undo cursor -1 is outside the history";
    QTest::newRow("cursor not a number") << with("cursor", "4") << "\"cursor\" must be a whole number";
    QTest::newRow("no solution flag") << without("solutionShown") << "has no \"solutionShown\"";
    QTest::newRow("solution flag not bool") << with("solutionShown", "yes") << "must be true or false";
}

void SaveFileTest::refusesBadFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    try {
        gameFromJson(json);
        QFAIL("a bad file was accepted");
    } catch (const InputError& error) {
        const QString text = QString::fromUtf8(error.what());
        QVERIFY2(text.contains(message), qPrintable(text));
        // One sentence: the bad entry is named once, not once per layer.
        QVERIFY2(text.count("history entry") <= 1, qPrintable(text));
    }
}

void SaveFileTest::refusesMissingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("nothing-here.json");
    try {
        readGameFile(path);
        QFAIL("a missing file was read");
    } catch (const InputError& error) {
        QVERIFY(QString::fromUtf8(error.what()).startsWith("cannot open " + path));
    }
}

void SaveFileTest::failedWriteSaysWhy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("missing-folder/game.json");
    try {
        writeGameFile(path, sampleGame(), true);
        QFAIL("a write into a missing folder succeeded");
    } catch (const InputError& error) {
        QVERIFY(QString::fromUtf8(error.what()).startsWith("cannot write " + path));
    }
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(SaveFileTest)
#include "tst_savefile.moc"
