// The exports library (ui/export/): strips paginate as their layout says and
// caption every move of the line; a cancel is observed and leaves no file;
// the text copy replays with the core's rules; the worksheet; picture sizes.
// Files are read back with poppler and giflib, never with the exporter.
#include "export/export_readers.h"
#include "export/exporter.h"
#include "export/exportline.h"
#include "export/picture.h"
#include "export/strip.h"
#include "export/striplayout.h"
#include "analysis/judge.h"
#include "model/rules.h"
#include "model/variant.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <random>

using namespace leapfrog;
using namespace leapfrog::ui;

Q_DECLARE_METATYPE(leapfrog::ui::ExportFormat)

namespace {

// A game of `length` legal moves chosen at random (seeded) on `variant`.
ExportLine randomGame(const Variant& variant, int length, unsigned seed)
{
    std::mt19937 random(seed);
    Position position = variant.start();
    std::vector<Move> moves;
    for (int i = 0; i < length; ++i) {
        const std::vector<Move> legal = legalMoves(variant.board(), variant.rules(), position);
        if (legal.empty()) {
            break;
        }
        const Move move = legal[random() % legal.size()];
        moves.push_back(move);
        position = applyMove(variant.rules(), position, move);
    }
    return gameLine(variant, variant.start(), std::move(moves), "a random game");
}

int expectedPages(const StripLayout& layout, std::size_t moves)
{
    const int boards = static_cast<int>(moves) + 1;
    const int first = layout.columns * layout.rowsOnFirstPage;
    const int per = layout.columns * layout.rowsPerPage;
    return boards <= first ? 1 : 1 + (boards - first + per - 1) / per;
}

// A PDF of the strip, the pages paintStrip says it drew.
int writeStrip(const ExportLine& line, const QString& path)
{
    QPdfWriter writer(path);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    return paintStrip(writer, line, {});
}

// The letter of a move on a classic row by the rules alone: blue moves
// right (S one hole, J two), red left (s, j).
char classicLetter(const Position& before, Move move)
{
    const bool blue = before.at(move.from) == Cell::Blue;
    const int distance = std::abs(move.to - move.from);
    if (distance == 2 && before.at((move.from + move.to) / 2) == before.at(move.from)) {
        return '?'; // a jump over a peg of the same colour has no letter
    }
    if (blue && move.to > move.from) {
        return distance == 1 ? 'S' : 'J';
    }
    if (!blue && move.to < move.from) {
        return distance == 1 ? 's' : 'j';
    }
    return '?';
}

// Runs of one letter apart, "SjsJJ" -> "S j s JJ", written here from the
// window's rule, not core's groupedNotation.
QString grouped(const QString& word)
{
    QString text;
    for (qsizetype i = 0; i < word.size(); ++i) {
        if (i > 0 && word[i] != word[i - 1]) {
            text += ' ';
        }
        text += word[i];
    }
    return text;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir folder_;

private Q_SLOTS:
    void stripPaginatesLongLines_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("gameLength"); // 0: the optimal solution
        QTest::newRow("classic:20, 440 moves") << "classic:20" << 0;
        QTest::newRow("classic:10") << "classic:10" << 0;
        QTest::newRow("a long game on classic:4") << "classic:4" << 300;
        QTest::newRow("a game on y:3") << "y:3" << 120;
        QTest::newRow("pairs:6") << "pairs:6" << 0;
    }
    void stripPaginatesLongLines()
    {
        QFETCH(QString, spec);
        QFETCH(int, gameLength);
        const Variant variant = Variant::parse(spec.toStdString());
        const ExportLine line = gameLength == 0 ? solutionLine(variant, 1, {}) : randomGame(variant, gameLength, 7);
        if (variant.family() == Family::Classic) {
            const int n = variant.blueCount();
            QCOMPARE(line.moves.size(), gameLength ? std::size_t(gameLength) : std::size_t(n * n + 2 * n));
        }
        const QString path = folder_.filePath(QString(spec).replace(':', '_') + ".pdf");
        const int pages = writeStrip(line, path);
        const int expected = expectedPages(layoutStrip(line, pdfPageContent()), line.moves.size());
        QCOMPARE(pages, expected);
        QCOMPARE(testing::pdfPages(path), expected);
        // Every board is on a page: the captions of all the moves.
        QCOMPARE(testing::captionMoves(testing::pdfText(path)).size(), qsizetype(line.moves.size()));
        if (spec == "classic:20") {
            QVERIFY(pages > 1);
        }
    }

    void captionsAreTheLinesMoves_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("moves"); // empty: the optimal solution
        QTest::newRow("classic:3 solution") << "classic:3" << "";
        QTest::newRow("y:2 solution") << "y:2" << "";
        QTest::newRow("pairs:4 solution") << "pairs:4" << "";
        QTest::newRow("a game with slips") << "classic:3" << "2-4 4-2 3-4 5-3 4-5";
    }
    void captionsAreTheLinesMoves()
    {
        QFETCH(QString, spec);
        QFETCH(QString, moves);
        const Variant variant = Variant::parse(spec.toStdString());
        std::vector<Move> played;
        for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
            played.push_back(variant.parseMove(text.toStdString()));
        }
        const ExportLine line = moves.isEmpty() ? solutionLine(variant, 1, {})
                                                : gameLine(variant, variant.start(), played, "slips");
        const QString path = folder_.filePath("captions.pdf");
        writeStrip(line, path);
        QStringList expected;
        for (const Move move : line.moves) {
            expected << QString::fromStdString(moveText(move));
        }
        const QString text = testing::pdfText(path);
        QCOMPARE(testing::captionMoves(text), expected);
        if (!moves.isEmpty()) {
            // 2-4 from BBB_RRR jumps a blue peg over a blue one.
            QVERIFY2(text.simplified().contains("homo-coloured jump"), qPrintable(text));
        }
    }

    // A game with a move that has no letter keeps its word in the header, a
    // dot for that move (as the window's notation line), and says what the dot is.
    void letterlessMovesShowAsDots_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::newRow("a backward step") << "3-4 4-3 5-4";
        QTest::newRow("a homo-coloured jump") << "2-4 4-2 3-4 5-3 4-5";
        QTest::newRow("every move lettered") << "3-4 5-3 6-5";
    }
    void letterlessMovesShowAsDots()
    {
        QFETCH(QString, moves);
        const Variant variant = Variant::classic(3, 3);
        std::vector<Move> played;
        Position position = variant.start();
        QString word;
        for (const QString& text : moves.split(' ')) {
            const Move move = variant.parseMove(text.toStdString());
            word += QChar::fromLatin1(classicLetter(position, move));
            played.push_back(move);
            position = applyMove(variant.rules(), position, move);
        }
        const QString path = folder_.filePath("dots.pdf");
        writeStrip(gameLine(variant, variant.start(), played, "dots"), path);
        const QString text = testing::pdfText(path);
        if (word.contains('?')) {
            const QString shown = grouped(word).replace('?', QStringLiteral("·"));
            QVERIFY2(text.contains(shown), qPrintable(shown + " in\n" + text));
            QVERIFY2(text.contains("· a move with no letter"), qPrintable(text));
        } else {
            // Every move lettered: the word is one run, as a search finds it.
            QVERIFY2(text.contains("\n" + word + "\n"), qPrintable(word + " in\n" + text));
            QVERIFY(!text.contains("no letter"));
        }
    }

    // The captions say the window's words: "proper" for a move that keeps an
    // optimal finish, "best from here" (never a bare "best", which would read
    // as praise) for the best move after a slip, "improper" for the slip.
    void verdictWordsAreTheWindows_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::newRow("a backward step, then best moves") << "3-4 4-3 5-4 6-5";
        QTest::newRow("a homo-coloured jump") << "2-4 4-2 3-4 5-3 4-5";
        QTest::newRow("proper moves only") << "3-4 5-3 6-5";
    }
    void verdictWordsAreTheWindows()
    {
        QFETCH(QString, moves);
        const Variant variant = Variant::classic(3, 3);
        std::vector<Move> played;
        for (const QString& text : moves.split(' ')) {
            played.push_back(variant.parseMove(text.toStdString()));
        }
        int proper = 0;
        int bestFromHere = 0;
        int improper = 0;
        for (const Verdict& verdict : Judge(variant).judge(played, {variant.start(), 0, true})) {
            proper += verdict.proper ? 1 : 0;
            bestFromHere += !verdict.proper && !verdict.gameWasOptimal && verdict.best ? 1 : 0;
            improper += !verdict.proper && verdict.gameWasOptimal ? 1 : 0;
        }
        const QString path = folder_.filePath("verdicts.pdf");
        writeStrip(gameLine(variant, variant.start(), played, "verdicts"), path);
        const QString text = testing::pdfText(path).simplified();
        const auto count = [&](const QString& pattern) {
            return static_cast<int>(text.count(QRegularExpression(pattern)));
        };
        QCOMPARE(count("\\bproper\\b"), proper);
        QCOMPARE(count("\\bbest from here\\b"), bestFromHere);
        QCOMPARE(count("\\bimproper\\b"), improper);
        QCOMPARE(count("\\bbest\\b(?! from here)"), 0);
        if (moves.startsWith("3-4 4-3")) {
            QVERIFY(bestFromHere > 0); // the line tests what it means to
        }
    }

    // The header says whether the line reaches the goal, and the minimum from
    // the start (n^2 + 2n on classic:n, Yancey's count).
    void headerSaysWhetherTheGoalIsReached_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("moves"); // empty: the optimal solution
        QTest::newRow("unfinished") << 3 << "3-4 4-3 5-4";
        QTest::newRow("finished after a detour") << 1 << "1-2 2-1 1-2 3-1 2-3";
        QTest::newRow("a solution") << 3 << "";
    }
    void headerSaysWhetherTheGoalIsReached()
    {
        QFETCH(int, n);
        QFETCH(QString, moves);
        const Variant variant = Variant::classic(n, n);
        ExportLine line = solutionLine(variant, 1, {});
        if (!moves.isEmpty()) {
            std::vector<Move> played;
            for (const QString& text : moves.split(' ')) {
                played.push_back(variant.parseMove(text.toStdString()));
            }
            line = gameLine(variant, variant.start(), played, "goal");
        }
        Position end = variant.start();
        for (const Move move : line.moves) {
            end = applyMove(variant.rules(), end, move);
        }
        const bool reached = end == variant.goal();
        QCOMPARE(reached, QString(QTest::currentDataTag()) != "unfinished"); // both answers are tested
        const QString path = folder_.filePath("goal.pdf");
        writeStrip(line, path);
        const QString text = testing::pdfText(path).simplified();
        QCOMPARE(text.contains("the goal is reached"), reached);
        QCOMPARE(text.contains("the goal is not reached"), !reached);
        if (!moves.isEmpty()) {
            const QString minimum = QString("the minimum from the start is %1").arg(n * n + 2 * n);
            QVERIFY2(text.contains(minimum), qPrintable(text));
        }
    }

    void cancelIsObservedAndLeavesNoFile_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::newRow("gif") << ExportFormat::Gif;
        QTest::newRow("pdf") << ExportFormat::Pdf;
    }
    void cancelIsObservedAndLeavesNoFile()
    {
        QFETCH(ExportFormat, format);
        const ExportLine line = solutionLine(Variant::parse("classic:6"), 1, {});
        const QString path = folder_.filePath("cancelled." + exportExtension(format));
        std::atomic<bool> cancel{false};
        int reports = 0;
        int reportsAfterCancel = 0;
        SearchControl control;
        control.cancel = &cancel;
        control.progress = [&](const SearchProgress& progress) {
            QCOMPARE(QString::fromStdString(progress.phase), QString("export"));
            ++reports;
            reportsAfterCancel += cancel ? 1 : 0;
            cancel = true; // the user presses Cancel at the first report
        };
        bool cancelled = false;
        try {
            writeExport(line, {format, QSize(300, 120), 200}, path, control);
        } catch (const Cancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
        QCOMPARE(reports, 1);
        QCOMPARE(reportsAfterCancel, 0);
        QVERIFY(!QFile::exists(path));

        // Over an existing file, a cancelled export leaves it as it was.
        {
            QFile kept(path);
            QVERIFY(kept.open(QIODevice::WriteOnly));
            kept.write("last week's lesson");
        }
        cancel = false;
        reports = 0;
        QVERIFY_THROWS_EXCEPTION(Cancelled, writeExport(line, {format, QSize(300, 120), 200}, path, control));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("last week's lesson"));
        kept.close();
        QFile::remove(path);

        // Without a cancel the same export completes and reports every frame or page.
        cancel = false;
        reports = 0;
        control.progress = [&](const SearchProgress&) { ++reports; };
        writeExport(line, {format, QSize(300, 120), 200}, path, control);
        QVERIFY(QFile::exists(path));
        QCOMPARE(reports, format == ExportFormat::Gif ? testing::readGif(path).frames : testing::pdfPages(path));
    }

    void textCopyReplays_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("moves");
        QTest::newRow("classic:3") << "classic:3" << "";
        QTest::newRow("a game ID") << "classic:3@BB_BRRR" << "";
        QTest::newRow("strict:2x3") << "strict:2x3" << "";
        QTest::newRow("pairs:3") << "pairs:3" << "";
        QTest::newRow("y:2") << "y:2" << "";
        QTest::newRow("a game with slips") << "classic:2" << "1-3 3-1 2-3";
    }
    void textCopyReplays()
    {
        QFETCH(QString, spec);
        QFETCH(QString, moves);
        const Variant variant = Variant::parse(spec.toStdString());
        std::vector<Move> played;
        for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
            played.push_back(variant.parseMove(text.toStdString()));
        }
        const ExportLine line = moves.isEmpty() ? solutionLine(variant, 1, {})
                                                : gameLine(variant, variant.start(), played, "a game");
        const QStringList text = lineAsText(line).split('\n', Qt::SkipEmptyParts);

        const auto field = [&](const QString& name) {
            const QStringList found = text.filter(QRegularExpression("^" + name + ": "));
            return found.size() == 1 ? found.first().section(": ", 1) : QString();
        };
        const Variant parsed = Variant::parse(field("Variant").toStdString());
        QCOMPARE(parsed.spec(), variant.spec());
        Position position = parsed.parsePosition(field("Start").toStdString());
        QCOMPARE(position, variant.start());
        QString word;
        std::size_t count = 0;
        const QRegularExpression entry("^(\\d+)\\. (\\d+-\\d+)(?: (.))?$");
        for (const QString& row : text) {
            const QRegularExpressionMatch match = entry.match(row);
            if (!match.hasMatch()) {
                continue;
            }
            QCOMPARE(match.captured(1).toULongLong(), count + 1);
            const Move move = parsed.parseMove(match.captured(2).toStdString());
            QCOMPARE(move, line.moves[count]);
            QVERIFY(isLegal(parsed.board(), parsed.rules(), position, move));
            if (parsed.hasNotation()) {
                QCOMPARE(match.captured(3), QString(QChar::fromLatin1(classicLetter(position, move))));
                word += match.captured(3);
            } else {
                QVERIFY(match.captured(3).isEmpty());
            }
            position = applyMove(parsed.rules(), position, move);
            ++count;
        }
        QCOMPARE(count, line.moves.size());
        QCOMPARE(field("Moves").toULongLong(), count);
        QCOMPARE(position, parsed.parsePosition(field("Final").toStdString()));
        if (moves.isEmpty() && !word.isEmpty()) {
            QCOMPARE(field("Notation"), word);
            QVERIFY(parsed.isGoal(position));
        }
    }

    void worksheetHasTheBoardsAndTheTable()
    {
        const QString path = folder_.filePath("worksheet.pdf");
        int pages = 0;
        {
            QPdfWriter writer(path);
            writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                             QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
            pages = paintWorksheet(writer);
        }
        QCOMPARE(testing::pdfPages(path), pages);
        const QString text = testing::pdfText(path);
        for (int n = 1; n <= 5; ++n) {
            const Variant variant = Variant::classic(n, n);
            QVERIFY2(text.contains(QString("classic:%1").arg(n)), qPrintable(text));
            QVERIFY(text.contains(QString::fromStdString(variant.start().text())));
        }
        for (const char* heading : {"blue pegs (n)", "red pegs (m)", "fewest moves", "slides", "jumps"}) {
            QVERIFY2(text.contains(heading), heading);
        }
        // Question 3's unbalanced boards have their rows (n, m) in the table.
        const QString table = text.simplified();
        for (const char* row : {" 3 1 ", " 2 4 ", " n m "}) {
            QVERIFY2(table.contains(row), qPrintable(row + (" in " + table)));
        }
    }

    void pictureSizes_data()
    {
        QTest::addColumn<QString>("spec");
        for (const char* spec : {"classic:1", "classic:3", "classic:30", "y:4", "branch:6,2,1,2", "pairs:5", "grid:3",
                                 "dudeney:8"}) {
            QTest::newRow(spec) << spec;
        }
    }
    void pictureSizes()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const QSize size = defaultExportSize(variant);
        QString why;
        QVERIFY2(exportSizeFits(variant, size, &why), qPrintable(why));
        // Too small to show the letters: refused, naming the legible spacing.
        QVERIFY(!exportSizeFits(variant, QSize(40, 40), &why));
        QVERIFY2(why.contains("20") && why.contains(spec), qPrintable(why));
        // A default-size PNG (of the start: grid:3's solution is a long search) has that size.
        const QString path = folder_.filePath("picture.png");
        writeExport(gameLine(variant, variant.start(), {}, "start"), {ExportFormat::Png, {}, 500}, path, {});
        QCOMPARE(QImage(path).size(), size);
    }

    // A picture asked for after move K shows the board after move K under
    // move K's caption, not the line's last board (issue 36): the PNG's
    // pixels are LinePicture's of position K, and differ from those of the
    // last position where K is not the last.
    void pictureShowsTheMoveAskedFor_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("pictured");
        QTest::newRow("classic:1, the start") << "classic:1" << 0;
        QTest::newRow("classic:1, after move 1") << "classic:1" << 1;
        QTest::newRow("classic:1, the end") << "classic:1" << 3;
        QTest::newRow("classic:2, after move 4") << "classic:2" << 4;
        QTest::newRow("dudeney:3, after move 2") << "dudeney:3" << 2;
    }
    void pictureShowsTheMoveAskedFor()
    {
        QFETCH(QString, spec);
        QFETCH(int, pictured);
        const ExportLine line = solutionLine(Variant::parse(spec.toStdString()), 1, {});
        const QSize size(420, 180);
        const auto pictureOf = [&line, size](std::size_t index) {
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            LinePicture(line).paint(painter, size, index);
            painter.end();
            return image.convertToFormat(QImage::Format_ARGB32);
        };
        const QString path = folder_.filePath("pictured.png");
        writeExport(line, {ExportFormat::Png, size, 500}, path, {}, static_cast<std::size_t>(pictured));
        const QImage written = QImage(path).convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(written.size(), size);
        QVERIFY(written == pictureOf(static_cast<std::size_t>(pictured)));
        if (static_cast<std::size_t>(pictured) != line.moves.size()) {
            QVERIFY(written != pictureOf(line.moves.size()));
        }
        // Beyond the line: refused, not the last board instead.
        QVERIFY_THROWS_EXCEPTION(InputError, writeExport(line, {ExportFormat::Png, size, 500}, path, {},
                                                         line.moves.size() + 1));
    }

    // stripFits answers before painting (the window's print preview cannot
    // catch), and its answer is paintStrip's on a PDF and on a printer alike.
    void stripFitsIsOneLimitForEveryDevice()
    {
        bool someFit = false;
        bool someRefused = false;
        for (int holes = 44; holes <= 62; ++holes) {
            const Variant variant = Variant::classic(holes / 2, holes - 1 - holes / 2);
            QCOMPARE(variant.holeCount(), holes);
            QString why;
            const bool fits = stripFits(variant, &why);
            (fits ? someFit : someRefused) = true;
            const ExportLine line = gameLine(variant, variant.start(), {}, "row");
            QString thrown;
            const auto paints = [&](QPagedPaintDevice& device) {
                try {
                    paintStrip(device, line, {});
                    return true;
                } catch (const InputError& error) {
                    thrown = error.what();
                    return false;
                }
            };
            QPdfWriter pdf(folder_.filePath("row.pdf"));
            pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                          QPageLayout::Millimeter));
            QCOMPARE(paints(pdf), fits);
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(folder_.filePath("printed.pdf"));
            printer.setPageMargins(QMarginsF(5, 5, 5, 5), QPageLayout::Millimeter);
            QCOMPARE(paints(printer), fits);
            if (!fits) {
                QCOMPARE(thrown, why);
                QVERIFY2(why.contains(QString::fromStdString(variant.spec())) && why.contains("at most"),
                         qPrintable(why));
            }
        }
        QVERIFY(someFit && someRefused);
    }

    void tooLargeBoardsAreRefusedByName()
    {
        QString why;
        QVERIFY(!exportSizeFits(Variant::parse("classic:300"), QSize(4096, 4096), &why));
        QVERIFY2(why.contains("classic:300") && why.contains("4096"), qPrintable(why));
        const ExportLine line = gameLine(Variant::parse("classic:40"), Variant::parse("classic:40").start(), {}, "big");
        try {
            writeExport(line, {ExportFormat::Pdf, {}, 500}, folder_.filePath("big.pdf"), {});
            QFAIL("a board too wide for A4 was drawn");
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains("at most"), error.what());
        }
        QVERIFY(!QFile::exists(folder_.filePath("big.pdf")));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
