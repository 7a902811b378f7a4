// The rule sets on small boards: every case of seed 000 Table 1 under the
// classic rules, what the strict rules forbid, and the pair shift.
#include "model/rules.h"
#include "model/variant.h"

#include <QTest>

using namespace leapfrog;

namespace {

QString movesText(const std::vector<Move>& moves)
{
    QStringList texts;
    for (const Move move : moves) {
        texts << QString::fromStdString(moveText(move));
    }
    return texts.join(' ');
}

} // namespace

class RulesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void table1_data();
    void table1();
    void generation_data();
    void generation();
    void illegal_data();
    void illegal();
    void pairShift_data();
    void pairShift();
};

// Seed 000 Table 1, with black = B (moves right) and white = R. Each row: the
// case number, a spec with room for the pattern, the position before, the
// move, the position after, and whether the strict rules allow it (only cases
// 1-4: forward steps and jumps over the other colour toward the destination).
void RulesTest::table1_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("strictAllows");
    QTest::newRow("1 slide(b,r)") << "classic:1" << "B_R" << "1-2" << "_BR" << true;
    QTest::newRow("2 slide(w,l)") << "classic:1" << "B_R" << "3-2" << "BR_" << true;
    QTest::newRow("3 jump(b,w,r)") << "classic:1" << "BR_" << "1-3" << "_RB" << true;
    QTest::newRow("4 jump(b,w,l)") << "classic:1" << "_BR" << "3-1" << "RB_" << true;
    QTest::newRow("5 jump(w,b,r)") << "classic:1" << "RB_" << "1-3" << "_BR" << false;
    QTest::newRow("6 jump(w,b,l)") << "classic:1" << "_RB" << "3-1" << "BR_" << false;
    QTest::newRow("7 slide(b,l)") << "classic:1" << "_BR" << "2-1" << "B_R" << false;
    QTest::newRow("8 slide(w,r)") << "classic:1" << "BR_" << "2-3" << "B_R" << false;
    QTest::newRow("9 jump(w,w,r)") << "classic:1x2" << "RR_B" << "1-3" << "_RRB" << false;
    QTest::newRow("10 jump(b,b,l)") << "classic:2x1" << "R_BB" << "4-2" << "RBB_" << false;
    QTest::newRow("11 jump(w,w,l)") << "classic:1x2" << "B_RR" << "4-2" << "BRR_" << false;
    QTest::newRow("12 jump(b,b,r)") << "classic:2x1" << "BB_R" << "1-3" << "_BBR" << false;
}

void RulesTest::table1()
{
    QFETCH(QString, spec);
    QFETCH(QString, before);
    QFETCH(QString, move);
    QFETCH(QString, after);
    QFETCH(bool, strictAllows);
    const Variant classic = Variant::parse(spec.toStdString());
    const Position position = classic.parsePosition(before.toStdString());
    const Move m = classic.parseMove(move.toStdString());

    const auto moves = legalMoves(classic.board(), classic.rules(), position);
    QVERIFY2(std::find(moves.begin(), moves.end(), m) != moves.end(), qPrintable(movesText(moves)));
    QVERIFY(isLegal(classic.board(), classic.rules(), position, m));
    QCOMPARE(QString::fromStdString(applyMove(classic.rules(), position, m).text()), after);

    const Variant strict = Variant::strict(classic.blueCount(), classic.redCount());
    QCOMPARE(isLegal(strict.board(), strict.rules(), position, m), strictAllows);
    const auto strictMoves = legalMoves(strict.board(), strict.rules(), position);
    QCOMPARE(std::find(strictMoves.begin(), strictMoves.end(), m) != strictMoves.end(), strictAllows);
}

// Whole move lists, in the documented ascending (from, to) order.
void RulesTest::generation_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("expected");
    QTest::newRow("classic:2 start") << "classic:2" << "BB_RR" << "1-3 2-3 4-3 5-3";
    QTest::newRow("classic:2 hole left") << "classic:2" << "_BBRR" << "2-1 3-1";
    QTest::newRow("classic:2 hole right") << "classic:2" << "BBRR_" << "3-5 4-5";
    QTest::newRow("classic:3 mid") << "classic:3" << "BRB_RBR" << "2-4 3-4 5-4 6-4";
    QTest::newRow("strict:2x2 start") << "strict:2x2" << "BB_RR" << "2-3 4-3";
    QTest::newRow("strict:2x2 jump and step") << "strict:2x2" << "BBR_R" << "2-4 5-4";
    QTest::newRow("strict:2x2 stuck") << "strict:2x2" << "_BBRR" << "";
    QTest::newRow("strict:2x2 hetero only") << "strict:2x2" << "BR_BR" << "1-3 5-3";
    QTest::newRow("classic:2x2 not stuck") << "classic:2" << "_BBRR" << "2-1 3-1";
    QTest::newRow("pairs:4 start") << "pairs:4" << "BBBBRRRR__"
                                   << "1-9 2-9 3-9 4-9 5-9 6-9 7-9";
    QTest::newRow("pairs:4 hole inside") << "pairs:4" << "B__BBBRRRR" << "4-2 5-2 6-2 7-2 8-2 9-2";
}

void RulesTest::generation()
{
    QFETCH(QString, spec);
    QFETCH(QString, position);
    QFETCH(QString, expected);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto moves = legalMoves(variant.board(), variant.rules(), variant.parsePosition(position.toStdString()));
    QCOMPARE(movesText(moves), expected);
}

void RulesTest::illegal_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("reasonHas");
    QTest::newRow("no peg") << "classic:2" << "BB_RR" << "3-2" << "holds no peg";
    QTest::newRow("target full") << "classic:2" << "BB_RR" << "1-2" << "not empty";
    QTest::newRow("too far") << "classic:2" << "_BBRR" << "4-1" << "out of reach";
    QTest::newRow("beyond board") << "classic:2" << "BB_RR" << "9-3" << "numbered 1 to 5";
    QTest::newRow("strict backward") << "strict:2x2" << "B_BRR" << "3-2" << "only moves right";
    QTest::newRow("strict homo") << "strict:2x2" << "BB_RR" << "1-3" << "other colour";
    QTest::newRow("pairs not a pair") << "pairs:4" << "BBBBRRRR__" << "8-9" << "do not hold two pegs";
    QTest::newRow("pairs not the hole") << "pairs:4" << "BBBBRRRR__" << "1-5" << "not the two empty";
}

void RulesTest::illegal()
{
    QFETCH(QString, spec);
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(QString, reasonHas);
    const Variant variant = Variant::parse(spec.toStdString());
    const Position p = variant.parsePosition(position.toStdString());
    const Move m = moveFromText(move.toStdString());
    const auto reason = illegalReason(variant.board(), variant.rules(), p, m);
    QVERIFY(reason.has_value());
    QVERIFY2(QString::fromStdString(*reason).contains(reasonHas), reason->c_str());
    const auto moves = legalMoves(variant.board(), variant.rules(), p);
    QVERIFY(std::find(moves.begin(), moves.end(), m) == moves.end());
}

// Seed 002 Table 1 (array d): the paper's optimal solutions for n = 4..7, in
// its 0-based positions of the pair's left checker. Each step moves that pair
// into the two vacant positions, which start at 2n, 2n+1. Replaying them in
// the 1-based move text (holes from 1) pins the conversion: paper position
// p = hole p+1, and the move's "to" is the left vacant hole.
void RulesTest::pairShift_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QList<int>>("paperMoves");
    QTest::newRow("n=4") << 4 << QList<int>{1, 4, 7, 0};
    QTest::newRow("n=5") << 5 << QList<int>{1, 7, 4, 9, 0};
    QTest::newRow("n=6") << 6 << QList<int>{1, 7, 3, 8, 11, 0};
    QTest::newRow("n=7 first") << 7 << QList<int>{1, 10, 4, 9, 6, 13, 0};
    QTest::newRow("n=7 second") << 7 << QList<int>{1, 10, 4, 13, 6, 9, 0};
}

void RulesTest::pairShift()
{
    QFETCH(int, n);
    QFETCH(QList<int>, paperMoves);
    const Variant variant = Variant::pairs(n);
    Position position = variant.start();
    int vacant = 2 * n; // paper's 0-based left vacant position
    for (const int pair : paperMoves) {
        const Move move = variant.parseMove(std::to_string(pair + 1) + "-" + std::to_string(vacant + 1));
        QVERIFY2(isLegal(variant.board(), variant.rules(), position, move), moveText(move).c_str());
        position = applyMove(variant.rules(), position, move);
        vacant = pair;
    }
    QCOMPARE(QString::fromStdString(position.text()), QString::fromStdString(variant.goal().text()));
    QCOMPARE(static_cast<std::int64_t>(paperMoves.size()), variant.provenMinimum().value());
}

QTEST_GUILESS_MAIN(RulesTest)
#include "tst_rules.moc"
