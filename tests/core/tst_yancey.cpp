// Seed 004's words: Theorem 1 (balanced) and Theorem 11 (unbalanced, four
// parity cases), produced as notation and expanded into moves; which formula
// solution each word is; and, by exhaustive search, what "conjugate" is.
#include "construct/classic_solution.h"
#include "construct/fibonacci_numbers.h"
#include "construct/word_solution.h"
#include "construct/yancey_word.h"
#include "construction_support.h"
#include "model/errors.h"
#include "model/notation.h"

#include <QTest>

#include <algorithm>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

void addBoards(int largest)
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    for (int blue = 1; blue <= largest; ++blue) {
        for (int red = 1; red <= largest; ++red) {
            // Name the Theorem 11 case of the word's board (N_B <= N_R).
            const int nb = std::min(blue, red);
            const int x = std::abs(blue - red);
            const QString parity = QString("N_B %1, x %2").arg(nb % 2 ? "odd" : "even", x % 2 ? "odd" : "even");
            QTest::newRow(qPrintable(QString("%1x%2 (%3)").arg(blue).arg(red).arg(parity))) << blue << red;
        }
    }
}

// The moves a word spells, read by the checking reader of notation.h.
std::vector<Move> spelled(const Variant& variant, const RunWord& word)
{
    return movesFromNotation(variant, variant.start(), word.text());
}

// Whether a word spells an optimal solution of the variant.
bool solves(const Variant& variant, const RunWord& word)
{
    try {
        return !whyNotOptimal(variant, spelled(variant, word));
    } catch (const InputError&) {
        return false;
    }
}

std::vector<std::string> wordsBySearch(const Variant& variant)
{
    std::vector<std::string> words;
    for (const auto& moves : allBySearch(variant)) {
        words.push_back(notationWord(variant, variant.start(), moves));
    }
    return words;
}

} // namespace

class YanceyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wordsSolve_data();
    void wordsSolve();
    void theorem1IsTheorem11WithoutExcess();
    void brainbuster();
    void whichFormulaSolution_data();
    void whichFormulaSolution();
    void conjugate_data();
    void conjugate();
};

// Every word (the four parity cases and their mirror images) spells a legal
// solution of nm + n + m moves; the run expansion equals the checking
// reader's moves; the conjugate solves the same board.
void YanceyTest::wordsSolve_data() { addBoards(12); }

void YanceyTest::wordsSolve()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    const Variant variant = Variant::classic(blue, red);
    const RunWord word = yanceyWord(blue, red);
    QVERIFY(solves(variant, word));
    QCOMPARE(movesText(WordSolution(word, blue).moves()), movesText(spelled(variant, word)));
    QVERIFY(solves(variant, conjugateWord(word, blue, red)));
    QVERIFY(solves(Variant::strict(blue, red), word));
}

void YanceyTest::theorem1IsTheorem11WithoutExcess()
{
    for (int n = 1; n <= 60; ++n) {
        QCOMPARE(bradleyThomasWord(n).text(), yanceyUnbalancedWord(n, n).text());
    }
}

// The paper prints the Brainbuster (n = 5) word in full.
void YanceyTest::brainbuster()
{
    QCOMPARE(QString::fromStdString(bradleyThomasWord(5).text()),
             QString("SjsJJSjjjsJJJJSjjjjjSJJJJsjjjSJJsjS"));
}

// Each word is the classic formula solution of the colour its first letter
// moves, move by move: blue first (S) when blue <= red, red first (s) on the
// mirrored boards with more blue.
void YanceyTest::whichFormulaSolution_data() { addBoards(12); }

void YanceyTest::whichFormulaSolution()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    const RunWord word = yanceyWord(blue, red);
    const FirstMover first = word.runs().front().letter == 'S' ? FirstMover::Blue : FirstMover::Red;
    QCOMPARE(first, blue <= red ? FirstMover::Blue : FirstMover::Red);
    QCOMPARE(movesText(WordSolution(word, blue).moves()), movesText(classicSolution(blue, red, first)->moves()));
    const RunWord other = conjugateWord(word, blue, red);
    QCOMPARE(movesText(WordSolution(other, blue).moves()),
             movesText(classicSolution(blue, red, otherMover(first))->moves()));
}

// Against every optimal solution found by search:
//  * both sides >= 2: conjugateWord gives the other of the two solutions;
//  * balanced: that is the case-swapped word (Definition 9);
//  * unbalanced: the case-swapped word solves the mirrored board and not this
//    one; the reversed word is the other solution when |blue - red| is odd,
//    and when it is even both solutions read the same backwards;
//  * one peg on one side: reversal maps the F(n+2) solutions onto themselves,
//    and the Yancey word is solution F(N+1).
void YanceyTest::conjugate_data()
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    for (int blue = 1; blue <= 7; ++blue) {
        for (int red = 1; red <= 7; ++red) {
            if (blue + red <= 11) {
                QTest::newRow(qPrintable(QString("classic:%1x%2").arg(blue).arg(red))) << blue << red;
            }
        }
    }
}

void YanceyTest::conjugate()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    const Variant variant = Variant::classic(blue, red);
    const std::vector<std::string> all = wordsBySearch(variant);
    const std::string word = yanceyWord(blue, red).text();
    const auto rankOf = [&](const std::string& w) {
        return static_cast<std::size_t>(std::find(all.begin(), all.end(), w) - all.begin()) + 1;
    };
    QVERIFY(rankOf(word) <= all.size());
    const RunWord runs = RunWord::fromText(word);
    const std::string swapped = runs.swappedCase().text();
    const std::string reversed = runs.reversed().text();
    if (blue == 1 || red == 1) {
        QCOMPARE(BigInt(all.size()), fibonacci(std::max(blue, red) + 2));
        for (const std::string& w : all) {
            QVERIFY(rankOf(RunWord::fromText(w).reversed().text()) <= all.size());
        }
        if (blue == 1) { // Yancey's own orientation, N_R >= N_B = 1
            QCOMPARE(BigInt(rankOf(word)), fibonacci(red + 1));
        }
        return;
    }
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(rankOf(word), std::size_t(blue <= red ? 1 : 2));
    const std::string& other = all[rankOf(word) == 1 ? 1 : 0];
    QCOMPARE(conjugateWord(runs, blue, red).text(), other);
    const bool evenExcess = (blue - red) % 2 == 0;
    for (const std::string& w : all) {
        QCOMPARE(RunWord::fromText(w).reversed().text() == w, evenExcess);
    }
    if (blue == red) {
        QCOMPARE(swapped, other);
    } else {
        QVERIFY(!solves(variant, RunWord::fromText(swapped)));
        QVERIFY(solves(Variant::classic(red, blue), RunWord::fromText(swapped)));
        if (!evenExcess) {
            QCOMPARE(reversed, other);
        }
    }
}

QTEST_GUILESS_MAIN(YanceyTest)
#include "tst_yancey.moc"
