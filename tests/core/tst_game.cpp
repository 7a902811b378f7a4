// A game's history: undo, redo, restart as an entry, replay, stuck detection.
#include "model/errors.h"
#include "model/game.h"
#include "model/rules.h"

#include <random>

#include <QTest>

using namespace leapfrog;

namespace {

Move mv(const char* text) { return moveFromText(text); }

QString text(const Game& game) { return QString::fromStdString(game.position().text()); }

} // namespace

class GameTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void undoRedo();
    void newMoveDropsRedoTail();
    void illegalMoveLeavesGameUnchanged();
    void restartIsUndoable();
    void restartAtStartDoesNothing();
    void goal();
    void stuck_data();
    void stuck();
    void helpIsRemembered();
    void replayHistory();
    void replayRefusesBadEntry();
    void everyPositionAfterIsTheReplayed();
};

void GameTest::undoRedo()
{
    Game game(Variant::classic(1, 1));
    QVERIFY(!game.canUndo());
    game.play(mv("1-2"));
    game.play(mv("3-1"));
    QCOMPARE(text(game), QString("RB_"));
    QVERIFY(game.undo());
    QCOMPARE(text(game), QString("_BR"));
    QVERIFY(game.undo());
    QCOMPARE(text(game), QString("B_R"));
    QVERIFY(!game.undo());
    QVERIFY(game.redo());
    QVERIFY(game.redo());
    QCOMPARE(text(game), QString("RB_"));
    QVERIFY(!game.redo());
    QCOMPARE(game.movesMade(), 2);
}

void GameTest::newMoveDropsRedoTail()
{
    Game game(Variant::classic(1, 1));
    game.play(mv("1-2"));
    game.undo();
    game.play(mv("3-2"));
    QVERIFY(!game.canRedo());
    QCOMPARE(game.history().size(), std::size_t{1});
    QCOMPARE(text(game), QString("BR_"));
}

void GameTest::illegalMoveLeavesGameUnchanged()
{
    Game game(Variant::classic(2, 2));
    game.play(mv("2-3"));
    const auto history = std::vector<HistoryEntry>(game.history().begin(), game.history().end());
    QVERIFY_THROWS_EXCEPTION(InputError, game.play(mv("5-1")));
    QCOMPARE(text(game), QString("B_BRR"));
    QVERIFY(std::equal(history.begin(), history.end(), game.history().begin(), game.history().end()));
    QCOMPARE(game.cursor(), 1);
}

void GameTest::restartIsUndoable()
{
    Game game(Variant::classic(2, 2));
    game.play(mv("2-3"));
    game.play(mv("4-2"));
    QVERIFY(game.restart());
    QCOMPARE(text(game), QString("BB_RR"));
    QCOMPARE(game.movesMade(), 0);
    QVERIFY(game.currentLine().empty());
    QVERIFY(game.undo());
    QCOMPARE(text(game), QString("BRB_R"));
    QCOMPARE(game.movesMade(), 2);
    QVERIFY(game.redo());
    game.play(mv("1-3"));
    QCOMPARE(game.movesMade(), 1);
    QCOMPARE(game.currentLine().size(), std::size_t{1});
}

void GameTest::restartAtStartDoesNothing()
{
    Game game(Variant::classic(2, 2));
    QVERIFY(!game.restart());
    QVERIFY(!game.canUndo());
}

void GameTest::goal()
{
    Game game(Variant::classic(1, 1));
    for (const char* move : {"1-2", "3-1", "2-3"}) {
        QVERIFY(!game.isWon());
        game.play(mv(move));
    }
    QVERIFY(game.isWon());
    QVERIFY(!game.isStuck());
}

// Stuck: no legal move and not the goal. Reachable under the strict rules
// from the start; the same position is not stuck under the classic rules.
void GameTest::stuck_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("stuck");
    QTest::newRow("strict blue blocks") << "strict:2x2" << QStringList{"2-3", "1-2"} << true;
    QTest::newRow("classic same moves") << "classic:2" << QStringList{"2-3", "1-2"} << false;
    QTest::newRow("strict red blocks") << "strict:2x2" << QStringList{"4-3", "5-4"} << true;
    QTest::newRow("strict fine") << "strict:2x2" << QStringList{"2-3", "4-2"} << false;
    QTest::newRow("strict 1x2 after jump") << "strict:1x2" << QStringList{"3-2", "4-3"} << true;
}

void GameTest::stuck()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, moves);
    QFETCH(bool, stuck);
    Game game(Variant::parse(spec.toStdString()));
    for (const QString& move : moves) {
        game.play(mv(move.toLatin1().constData()));
    }
    QCOMPARE(game.isStuck(), stuck);
}

void GameTest::helpIsRemembered()
{
    Game game(Variant::classic(1, 1));
    game.play(mv("1-2"));
    QVERIFY(!game.usedHelp());
    game.play(mv("3-1"), Origin::Solution);
    QVERIFY(game.usedHelp());
    game.undo();
    QVERIFY(!game.usedHelp());
}

void GameTest::replayHistory()
{
    Game game(Variant::classic(2, 2));
    game.play(mv("2-3"));
    game.play(mv("4-2"));
    game.restart();
    game.play(mv("4-3"));
    game.undo();
    const Game copy = Game::fromHistory(game.variant(), game.history(), game.cursor());
    QCOMPARE(copy.position(), game.position());
    QCOMPARE(copy.cursor(), game.cursor());
    QVERIFY(std::equal(copy.history().begin(), copy.history().end(), game.history().begin(), game.history().end()));
}

void GameTest::replayRefusesBadEntry()
{
    const std::vector<HistoryEntry> history{{HistoryEntry::Kind::Move, mv("2-3"), Origin::Player},
                                            {HistoryEntry::Kind::Move, mv("2-3"), Origin::Player}};
    try {
        Game::fromHistory(Variant::classic(2, 2), history, 2);
        QFAIL("replayed an illegal history");
    } catch (const InputError& error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains("history entry 2 (2-3)"), error.what());
    }
    QVERIFY_THROWS_EXCEPTION(InputError, Game::fromHistory(Variant::classic(2, 2), {}, 1));
}

// The game keeps few positions (a restart's is the start, and one every
// kSnapshotEvery moves of a line): every position it gives, after any run of
// moves, undos, redos and restarts, is the one replayed here from the start,
// entry by entry, with the rules alone.
void GameTest::everyPositionAfterIsTheReplayed()
{
    const Variant variant = Variant::classic(20, 20); // lines long enough for several kept positions
    Game game(variant);
    std::mt19937 random(37);
    int longestLine = 0;
    for (int step = 0; step < 3000; ++step) {
        longestLine = std::max(longestLine, game.movesMade());
        const int choice = static_cast<int>(random() % 1000);
        if (choice < 80) {
            game.undo();
        } else if (choice < 120) {
            game.redo();
        } else if (choice < 123) {
            game.restart();
        } else {
            const std::vector<Move> moves = legalMoves(variant.board(), variant.rules(), game.position());
            if (moves.empty()) {
                game.restart();
            } else {
                game.play(moves[random() % moves.size()]);
            }
        }
    }
    QVERIFY(longestLine > 3 * Game::kSnapshotEvery);
    Position replayed = variant.start();
    for (int k = 0; k <= static_cast<int>(game.history().size()); ++k) {
        if (k > 0) {
            const HistoryEntry& entry = game.history()[static_cast<std::size_t>(k) - 1];
            replayed = entry.kind == HistoryEntry::Kind::Restart ? variant.start()
                                                                 : applyMove(variant.rules(), replayed, entry.move);
        }
        QCOMPARE(game.positionAfter(k), replayed);
        if (k == game.cursor()) {
            QCOMPARE(game.position(), replayed);
        }
    }
    const Game loaded = Game::fromHistory(variant, game.history(), game.cursor());
    QCOMPARE(loaded.position(), game.position());
}

QTEST_GUILESS_MAIN(GameTest)
#include "tst_game.moc"
