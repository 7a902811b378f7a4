// Text forms: positions and moves round-trip; Yancey's notation round-trips
// on the words the paper prints, and refuses what has no letter.
#include "input_refusal.h"
#include "model/errors.h"
#include "model/notation.h"
#include "model/rules.h"
#include "model/variant.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

class TextTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void positionRoundTrip_data();
    void positionRoundTrip();
    void moveRoundTrip_data();
    void moveRoundTrip();
    void badMove_data();
    void badMove();
    void paperWords_data();
    void paperWords();
    void noLetter_data();
    void noLetter();
    void badWord_data();
    void badWord();
    void grouping();
};

void TextTest::positionRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("one") << "_";
    QTest::newRow("start") << "BBB_RRR";
    QTest::newRow("three colours") << "_BBRRYY";
    QTest::newRow("across a word") << QString(40, 'B') + "_" + QString(40, 'R');
}

void TextTest::positionRoundTrip()
{
    QFETCH(QString, text);
    const Position position = Position::fromText(text.toStdString());
    QCOMPARE(position.size(), text.size());
    QCOMPARE(QString::fromStdString(position.text()), text);
    QCOMPARE(position.count(Cell::Empty), static_cast<int>(text.count('_')));
}

void TextTest::moveRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("step") << "3-4" << 2 << 3;
    QTest::newRow("jump back") << "5-3" << 4 << 2;
    QTest::newRow("pairs") << "2-9" << 1 << 8;
    QTest::newRow("large") << "200001-199999" << 200000 << 199998;
}

void TextTest::moveRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(int, from);
    QFETCH(int, to);
    const Move move = moveFromText(text.toStdString());
    QCOMPARE(move.from, from);
    QCOMPARE(move.to, to);
    QCOMPARE(QString::fromStdString(moveText(move)), text);
}

void TextTest::badMove_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("no dash") << "34";
    QTest::newRow("zero") << "0-1";
    QTest::newRow("negative") << "-1-2";
    QTest::newRow("letters") << "a-b";
    QTest::newRow("trailing") << "3-4-5";
    QTest::newRow("space") << "3 -4";
    QTest::newRow("overflow") << "99999999999-1";
}

void TextTest::badMove()
{
    QFETCH(QString, text);
    QVERIFY_THROWS_EXCEPTION(InputError, moveFromText(text.toStdString()));
}

// Words printed in seed 004 and resources/docs/cli.md. Each is parsed into
// moves, replayed (each move legal, the goal reached in the proven minimum),
// and formatted back to the same word.
void TextTest::paperWords_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("word");
    QTest::newRow("classic:3 (cli.md)") << "classic:3" << "SjsJJSjjjSJJsjS";
    QTest::newRow("Brainbuster (seed 004 Theorem 1)")
        << "classic:5" << "S j s J J S j j j s J J J J S j j j j j S J J J J s j j j S J J s j S";
    QTest::newRow("classic:1") << "classic:1" << "SjS";
    QTest::newRow("strict:3x3") << "strict:3x3" << "SjsJJSjjjSJJsjS";
}

void TextTest::paperWords()
{
    QFETCH(QString, spec);
    QFETCH(QString, word);
    word.remove(' ');
    const Variant variant = Variant::parse(spec.toStdString());
    const auto moves = movesFromNotation(variant, variant.start(), word.toStdString());
    QCOMPARE(static_cast<qint64>(moves.size()), variant.provenMinimum().value());
    Position position = variant.start();
    for (const Move move : moves) {
        QVERIFY(isLegal(variant.board(), variant.rules(), position, move));
        position = applyMove(variant.rules(), position, move);
    }
    QVERIFY(variant.isGoal(position));
    QCOMPARE(QString::fromStdString(notationWord(variant, variant.start(), moves)), word);
}

void TextTest::noLetter_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::newRow("backward blue step") << "_BBRR" << "2-1";
    QTest::newRow("backward red step") << "BBRR_" << "4-5";
    QTest::newRow("homo blue jump") << "BB_RR" << "1-3";
    QTest::newRow("homo red jump") << "BB_RR" << "5-3";
    QTest::newRow("backward hetero jump") << "_RBBR" << "3-1";
}

void TextTest::noLetter()
{
    QFETCH(QString, position);
    QFETCH(QString, move);
    const Variant variant = Variant::classic(2, 2);
    const Position p = variant.parsePosition(position.toStdString());
    const Move m = variant.parseMove(move.toStdString());
    QVERIFY(isLegal(variant.board(), variant.rules(), p, m));
    QVERIFY(!notationLetter(p, m).has_value());
    const std::vector<Move> moves{m};
    const std::optional<QString> refusal = refusalOf([&] { notationWord(variant, p, moves); });
    QVERIFY2(refusal, "a move without a letter was given one");
    QVERIFY2(refusal->contains("no letter"), qPrintable(*refusal));
}

void TextTest::badWord_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("not a letter") << "classic:3" << "SjX" << "letter 3 ('X')";
    QTest::newRow("no such move") << "classic:3" << "sS" << "letter 2 ('S') of \"sS\" has no matching move";
    QTest::newRow("homo J") << "classic:3" << "J" << "letter 1 ('J')";
    QTest::newRow("off the board") << "classic:1" << "SJ" << "letter 2 ('J')";
    QTest::newRow("pairs") << "pairs:4" << "S" << "not for pairs:4";
}

void TextTest::badWord()
{
    QFETCH(QString, spec);
    QFETCH(QString, word);
    QFETCH(QString, messageHas);
    const Variant variant = Variant::parse(spec.toStdString());
    const std::optional<QString> refusal =
        refusalOf([&] { movesFromNotation(variant, variant.start(), word.toStdString()); });
    QVERIFY2(refusal, "accepted a bad word");
    QVERIFY2(refusal->contains(messageHas), qPrintable(*refusal));
}

void TextTest::grouping()
{
    QCOMPARE(QString::fromStdString(groupedNotation("SjsJJSjjjSJJsjS")), QString("S j s JJ S jjj S JJ s j S"));
    QCOMPARE(QString::fromStdString(groupedNotation("")), QString());
}

QTEST_GUILESS_MAIN(TextTest)
#include "tst_text.moc"
