// Taking things out of the window (issue 23), by QTest events on the real
// widgets: Game > Export... writes a GIF, a PNG, an SVG and a PDF whose
// contents are read back (giflib, QImage, QXmlStreamReader, pdftotext and
// pdfinfo) and checked against the test's own breadth-first search and the
// game's own moves; a refused size or folder is said in the dialog and writes
// nothing; Close cancels a long export, which is observed and leaves no file;
// Print preview and the worksheet print to PDF; Copy as text holds the moves.
#include "dialogs/exportdialog.h"
#include "export/exportline.h"
#include "export/picture.h"
#include "language/language.h"
#include "play/gamemodel.h"
#include "solutions/solutionplayer.h"
#include "window/mainwindow.h"
#include "window/sharing.h"
#include "row_bfs.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <gif_lib.h>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<ui::MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

struct GifFacts {
    int frames = -1;
    QSize size;
};

// Read back with giflib itself, not with the code that wrote it.
GifFacts readGif(const QString& path)
{
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    if (!gif) {
        return {};
    }
    GifFacts facts;
    if (DGifSlurp(gif) == GIF_OK) {
        facts.frames = gif->ImageCount;
        facts.size = QSize(gif->SWidth, gif->SHeight);
    }
    DGifCloseFile(gif, &error);
    return facts;
}

QString run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfText(const QString& path) { return run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}); }

int pdfPages(const QString& path)
{
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(QStringLiteral("pdfinfo"), {path}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// pdfinfo's field `name` ("Title"), empty when there is none.
QString pdfInfo(const QString& path, const QString& name)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^%1:\\s+(.*)$").arg(name),
                                                             QRegularExpression::MultilineOption)
                                              .match(run(QStringLiteral("pdfinfo"), {path}));
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

void setSpin(QSpinBox* spin, int value)
{
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
}

// Chooses a combo box's entry by keys, as a player would.
void choose(QComboBox* box, int index)
{
    while (box->currentIndex() < index) {
        QTest::keyClick(box, Qt::Key_Down);
    }
    while (box->currentIndex() > index) {
        QTest::keyClick(box, Qt::Key_Up);
    }
}

ui::ExportDialog* openExport(ui::MainWindow& window)
{
    action(window, QStringLiteral("export"))->trigger();
    return window.findChild<ui::ExportDialog*>(QStringLiteral("exportDialog"));
}

template<typename T>
T* field(ui::ExportDialog* dialog, const char* name)
{
    auto* found = dialog->findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        qFatal("no field %s", name);
    }
    return found;
}

QString message(ui::ExportDialog* dialog) { return field<QLabel>(dialog, "exportMessage")->text(); }

// The fewest moves of classic:N, by the test's own search.
int classicMinimum(int n)
{
    const QString start = QString(n, QLatin1Char('B')) + QLatin1Char('_') + QString(n, QLatin1Char('R'));
    const QString goal = QString(n, QLatin1Char('R')) + QLatin1Char('_') + QString(n, QLatin1Char('B'));
    return classicDistancesToGoal(goal).at(start);
}

// Yancey's letter of a move on a row, from the row itself: the peg's colour
// and how far it goes.
QChar letterOf(const QString& before, int from, int to)
{
    const bool jump = std::abs(to - from) == 2;
    if (before[from - 1] == QLatin1Char('B')) {
        return jump ? QLatin1Char('J') : QLatin1Char('S');
    }
    return jump ? QLatin1Char('j') : QLatin1Char('s');
}

const QString kClassic3Word = QStringLiteral("SjsJJSjjjSJJsjS");

QString mirrorWord(QString word)
{
    for (QChar& letter : word) {
        letter = letter.isUpper() ? letter.toLower() : letter.toUpper();
    }
    return word;
}

} // namespace

class TestExportWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_exportwindow")); }
    void init()
    {
        resetSettings();
        QVERIFY(folder_.isValid());
    }
    void cleanup() { ui::installLanguage(QStringLiteral("en")); }

    // The names suggested are in the window's language: a German or a
    // Chinese teacher's files are not named in English.
    void fileNamesSpeakTheWindowsLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("solution");
        QTest::newRow("en") << "en" << "classic-3-my-game.pdf" << "classic-3-solution-2.pdf";
        QTest::newRow("de") << "de" << QStringLiteral("classic-3-mein-spiel.pdf") << QStringLiteral("classic-3-lösung-2.pdf");
        QTest::newRow("fr") << "fr" << "classic-3-ma-partie.pdf" << "classic-3-solution-2.pdf";
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("classic-3-我的游戏.pdf") << QStringLiteral("classic-3-解法-2.pdf");
    }
    void fileNamesSpeakTheWindowsLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, game);
        QFETCH(QString, solution);
        ui::installLanguage(language);
        auto window = openWindow("classic:3");
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        auto* path = field<QLineEdit>(dialog, "exportPath");
        choose(field<QComboBox>(dialog, "exportContent"), 0);
        QCOMPARE(QFileInfo(path->text()).fileName(), game);
        choose(field<QComboBox>(dialog, "exportContent"), 1);
        setSpin(field<QSpinBox>(dialog, "exportRank"), 2);
        QCOMPARE(QFileInfo(path->text()).fileName(), solution);
        dialog->close();
    }

    // A GIF of an optimal solution: the start and one frame per move, at the
    // size typed, however long the board's solution.
    void gifOfASolution_data()
    {
        QTest::addColumn<int>("side");
        QTest::newRow("classic:1") << 1;
        QTest::newRow("classic:2") << 2;
        QTest::newRow("classic:3") << 3;
    }
    void gifOfASolution()
    {
        QFETCH(int, side);
        auto window = openWindow(QStringLiteral("classic:%1").arg(side).toLatin1().constData());
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        choose(field<QComboBox>(dialog, "exportContent"), 1);
        choose(field<QComboBox>(dialog, "exportFormat"), 3);
        setSpin(field<QSpinBox>(dialog, "exportWidth"), 480);
        setSpin(field<QSpinBox>(dialog, "exportHeight"), 160);
        const QString path = folder_.filePath(QStringLiteral("solution-%1.gif").arg(side));
        typeInto(field<QLineEdit>(dialog, "exportPath"), path);
        QSignalSpy said(window->sharing(), &ui::Sharing::said);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 1, kReadyMs);
        const GifFacts gif = readGif(path);
        QCOMPARE(gif.frames, classicMinimum(side) + 1);
        QCOMPARE(gif.size, QSize(480, 160));
        QVERIFY(said.at(0).at(0).toString().contains(QFileInfo(path).fileName()));
    }

    // The player's own game as a PDF strip: its notation word, read off the
    // rows the test replays itself, is in the PDF's text.
    void pdfOfMyGame()
    {
        auto window = openWindow("classic:3");
        QVERIFY(analysed(*window));
        QString row = QStringLiteral("BBB_RRR");
        QString word;
        for (const auto& [from, to] : {std::pair{3, 4}, {5, 3}, {6, 5}}) {
            clickHole(*window, from - 1); // a peg with one move makes it at once
            word += letterOf(row, from, to);
            row = moved(row, from, to);
        }
        QCOMPARE(text(window->model()->position()), row);
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        QCOMPARE(field<QComboBox>(dialog, "exportContent")->currentIndex(), 0); // the game comes first
        const QString path = folder_.filePath(QStringLiteral("my-game.pdf"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), path);
        QSignalSpy said(window->sharing(), &ui::Sharing::said);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 1, kReadyMs);
        QVERIFY2(pdfText(path).contains(word), qPrintable(word));
        QVERIFY(pdfPages(path) >= 1);
    }

    // Pictures of the board: a PNG of the size typed, an SVG that parses and
    // draws a peg for each of the board's pegs.
    void pictures()
    {
        auto window = openWindow("classic:2");
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        choose(field<QComboBox>(dialog, "exportFormat"), 2);
        setSpin(field<QSpinBox>(dialog, "exportWidth"), 400);
        setSpin(field<QSpinBox>(dialog, "exportHeight"), 150);
        const QString png = folder_.filePath(QStringLiteral("board.png"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), png);
        QSignalSpy said(window->sharing(), &ui::Sharing::said);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 1, kReadyMs);
        QCOMPARE(QImage(png).size(), QSize(400, 150));

        dialog = openExport(*window);
        choose(field<QComboBox>(dialog, "exportFormat"), 1);
        const QString svg = folder_.filePath(QStringLiteral("board.svg"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), svg);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 2, kReadyMs);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        bool svgRoot = false;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("svg")) {
                svgRoot = true;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(svgRoot);
    }

    // A picture exported while the solution player shows move K is the
    // board after move K under move K's caption (issue 36), not the line's
    // last board: its pixels are the exporter's own picture of that
    // position of the same solution.
    void pictureIsTheBoardOnShow()
    {
        auto window = openWindow("classic:2");
        QVERIFY(analysed(*window));
        action(*window, QStringLiteral("watchFromStart"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
        window->player()->pause();
        window->player()->seek(2);
        QCOMPARE(window->player()->playhead(), std::uint64_t(2));
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        QCOMPARE(field<QComboBox>(dialog, "exportContent")->currentIndex(), 1); // the solution on show
        choose(field<QComboBox>(dialog, "exportFormat"), 2);
        const QSize size(400, 150);
        setSpin(field<QSpinBox>(dialog, "exportWidth"), size.width());
        setSpin(field<QSpinBox>(dialog, "exportHeight"), size.height());
        const QString png = folder_.filePath(QStringLiteral("on-show.png"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), png);
        QSignalSpy said(window->sharing(), &ui::Sharing::said);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 1, kReadyMs);
        QVERIFY2(said.at(0).at(0).toString().contains(QStringLiteral("after move 2")), qPrintable(said.at(0).at(0).toString()));
        const ui::ExportLine line = ui::solutionLine(window->model()->variant(), 1, {});
        const auto pictureOf = [&line, size](std::size_t index) {
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            ui::LinePicture(line).paint(painter, size, index);
            painter.end();
            return image.convertToFormat(QImage::Format_ARGB32);
        };
        const QImage written = QImage(png).convertToFormat(QImage::Format_ARGB32);
        QVERIFY(written == pictureOf(2));
        QVERIFY(written != pictureOf(line.moves.size()));
    }

    // The file suggested is in a folder that exists, and its name follows
    // what is exported until the player types one; the form chosen last
    // time comes back.
    void fileNameFollowsTheChoice()
    {
        auto window = openWindow("classic:3");
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        auto* path = field<QLineEdit>(dialog, "exportPath");
        QVERIFY(QFileInfo(QFileInfo(path->text()).path()).isDir());
        QVERIFY2(path->text().endsWith(QStringLiteral("solution-1.pdf")), qPrintable(path->text()));
        choose(field<QComboBox>(dialog, "exportContent"), 0);
        QVERIFY2(path->text().endsWith(QStringLiteral("my-game.pdf")), qPrintable(path->text()));
        choose(field<QComboBox>(dialog, "exportContent"), 1);
        setSpin(field<QSpinBox>(dialog, "exportRank"), 2);
        QVERIFY2(path->text().endsWith(QStringLiteral("solution-2.pdf")), qPrintable(path->text()));
        choose(field<QComboBox>(dialog, "exportFormat"), 3);
        QVERIFY2(path->text().endsWith(QStringLiteral("solution-2.gif")), qPrintable(path->text()));
        const QString typed = folder_.filePath(QStringLiteral("for-the-class.gif"));
        typeInto(path, typed);
        setSpin(field<QSpinBox>(dialog, "exportRank"), 1);
        QCOMPARE(path->text(), typed);
        QSignalSpy said(window->sharing(), &ui::Sharing::said);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(said.count() == 1, kReadyMs);
        dialog = openExport(*window);
        QCOMPARE(field<QComboBox>(dialog, "exportFormat")->currentIndex(), 3);
        dialog->close();
    }

    // A size the board cannot be drawn at, and a folder that does not exist:
    // said in the dialog, which stays open, and nothing is written.
    void refusals()
    {
        auto window = openWindow("classic:10");
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        choose(field<QComboBox>(dialog, "exportFormat"), 2);
        setSpin(field<QSpinBox>(dialog, "exportWidth"), 20);
        QVERIFY(!field<QPushButton>(dialog, "exportStart")->isEnabled());
        QVERIFY(!message(dialog).isEmpty());
        setSpin(field<QSpinBox>(dialog, "exportWidth"), 1200);
        setSpin(field<QSpinBox>(dialog, "exportHeight"), 300);
        QVERIFY(field<QPushButton>(dialog, "exportStart")->isEnabled());
        const QString nowhere = folder_.filePath(QStringLiteral("no/such/folder/board.png"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), nowhere);
        QSignalSpy failed(dialog->work(), &ui::BackgroundWork::failed);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() == 1, kReadyMs);
        QVERIFY(dialog->isVisible());
        QVERIFY(message(dialog).contains(QStringLiteral("Nothing was exported")));
        QVERIFY(!QFile::exists(nowhere));
        QCOMPARE(field<QLineEdit>(dialog, "exportPath")->text(), nowhere); // nothing typed is lost
    }

    // Close while a long animation is written cancels it: the cancel is
    // observed and no file is left, not even a part of one.
    void closeCancels()
    {
        auto window = openWindow("classic:20");
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        choose(field<QComboBox>(dialog, "exportContent"), 1);
        choose(field<QComboBox>(dialog, "exportFormat"), 3);
        setSpin(field<QSpinBox>(dialog, "exportWidth"), 2400);
        setSpin(field<QSpinBox>(dialog, "exportHeight"), 300);
        const QString path = folder_.filePath(QStringLiteral("long.gif"));
        typeInto(field<QLineEdit>(dialog, "exportPath"), path);
        QSignalSpy cancelled(dialog->work(), &ui::BackgroundWork::cancelObserved);
        QTest::mouseClick(field<QPushButton>(dialog, "exportStart"), Qt::LeftButton);
        QVERIFY(dialog->work()->busy());
        auto* close = dialog->findChildren<QPushButton*>().last();
        for (QPushButton* button : dialog->findChildren<QPushButton*>()) {
            if (button->text() == QStringLiteral("Cancel")) {
                close = button;
            }
        }
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(cancelled.count() == 1, kReadyMs);
        QVERIFY(!QFile::exists(path));
        QVERIFY(dialog->isVisible());
        QVERIFY(message(dialog).contains(QStringLiteral("cancelled")));
    }

    // Print preview of a fresh board shows its first optimal solution; sent
    // to a PDF it holds the notation word and the pages the preview shows.
    void printPreviewOfASolution()
    {
        auto window = openWindow("classic:3");
        action(*window, QStringLiteral("printPreview"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->sharing()->previewDialog(), kReadyMs);
        QPrintPreviewDialog* preview = window->sharing()->previewDialog();
        auto* pages = preview->findChild<QPrintPreviewWidget*>();
        QVERIFY(pages);
        QTRY_VERIFY_WITH_TIMEOUT(pages->pageCount() >= 1, kReadyMs);
        const QString path = folder_.filePath(QStringLiteral("printed.pdf"));
        window->sharing()->printer()->setOutputFormat(QPrinter::PdfFormat);
        window->sharing()->printer()->setOutputFileName(path);
        pages->print();
        const QString printed = pdfText(path);
        QVERIFY2(printed.contains(kClassic3Word) || printed.contains(mirrorWord(kClassic3Word)), qPrintable(printed));
        QCOMPARE(pdfPages(path), pages->pageCount());
        // The document has a title that names what it holds.
        const QString title = pdfInfo(path, QStringLiteral("Title"));
        QVERIFY2(title.contains(QStringLiteral("classic:3")) && title.contains(QStringLiteral("solution")), qPrintable(title));
        // ...while the file its print dialog suggests is named as Export names it.
        QCOMPARE(window->sharing()->printer()->docName(), QStringLiteral("classic-3-solution-1"));
        QCOMPARE(pdfInfo(path, QStringLiteral("Creator")), QStringLiteral("Leapfrog"));
        preview->close();
    }

    // Print (Ctrl+P) and its preview suggest to a "print to file" the
    // document's name: Export's name for the same line (issue 36), and never
    // a character a FAT USB stick or Windows refuses, whatever the board's
    // spec holds (a colon, a comma, a row's '>').
    void printSuggestsAFileNameEveryDiskTakes_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("clicked"); // a hole clicked first (-1: none), making it the player's game
        QTest::addColumn<QString>("name");
        QTest::newRow("a solution") << "classic:3" << -1 << "classic-3-solution-1";
        QTest::newRow("my game") << "classic:3" << 2 << "classic-3-my-game";
        QTest::newRow("a game ID") << "classic:3@BB_BRRR" << -1 << "classic-3-solution-1";
        QTest::newRow("sizes with commas") << "branch:3,1,1,1" << -1 << "branch-3-1-1-1-solution-1";
        QTest::newRow("a row of one's own") << "row:BR_BR>RB_RB" << 1 << "row-BR-BR-RB-RB-my-game";
    }
    void printSuggestsAFileNameEveryDiskTakes()
    {
        QFETCH(QString, spec);
        QFETCH(int, clicked);
        QFETCH(QString, name);
        auto window = openWindow(qPrintable(spec));
        QVERIFY(analysed(*window));
        if (clicked >= 0) {
            clickHole(*window, clicked);
            QCOMPARE(window->model()->game().movesMade(), 1);
        }
        action(*window, QStringLiteral("printPreview"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->sharing()->previewDialog(), kReadyMs);
        const QString docName = window->sharing()->printer()->docName();
        static const QRegularExpression refused(QStringLiteral("[:/\\\\*?\"<>|]"));
        QVERIFY2(!docName.contains(refused), qPrintable(docName));
        QCOMPARE(docName, name);
        window->sharing()->previewDialog()->close();
        // Export suggests the same name for the same line.
        ui::ExportDialog* dialog = openExport(*window);
        QVERIFY(dialog);
        QCOMPARE(QFileInfo(field<QLineEdit>(dialog, "exportPath")->text()).completeBaseName(), name);
        dialog->close();

        action(*window, QStringLiteral("printWorksheet"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->sharing()->previewDialog(), kReadyMs);
        const QString worksheet = window->sharing()->printer()->docName();
        QVERIFY2(!worksheet.isEmpty() && !worksheet.contains(refused), qPrintable(worksheet));
        window->sharing()->previewDialog()->close();
    }

    // A board too long for a row of the page: Print preview says why and
    // opens nothing (the pages are never drawn), and the game stays.
    void printRefusesABoardTooLong()
    {
        auto window = openWindow("classic:30");
        QVERIFY(analysed(*window));
        clickHole(*window, 29); // the blue peg beside the empty hole steps in
        const QString before = text(window->model()->position());
        action(*window, QStringLiteral("printPreview"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->findChild<QMessageBox*>(QStringLiteral("printRefusal")), kReadyMs);
        auto* refusal = window->findChild<QMessageBox*>(QStringLiteral("printRefusal"));
        QVERIFY(refusal->text().contains(QStringLiteral("classic:30")));
        QVERIFY(!window->sharing()->previewDialog());
        refusal->close();
        QCOMPARE(text(window->model()->position()), before);
        QCOMPARE(window->model()->game().movesMade(), 1);
    }

    // Tools > Print a worksheet...: blank boards of 1 to 5 pegs a side, in a
    // preview that prints.
    void worksheet()
    {
        auto window = openWindow("classic:2");
        action(*window, QStringLiteral("printWorksheet"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->sharing()->previewDialog(), kReadyMs);
        auto* pages = window->sharing()->previewDialog()->findChild<QPrintPreviewWidget*>();
        QTRY_VERIFY_WITH_TIMEOUT(pages->pageCount() >= 1, kReadyMs);
        const QString path = folder_.filePath(QStringLiteral("worksheet.pdf"));
        window->sharing()->printer()->setOutputFormat(QPrinter::PdfFormat);
        window->sharing()->printer()->setOutputFileName(path);
        pages->print();
        QCOMPARE(pdfPages(path), pages->pageCount());
        const QString printed = pdfText(path);
        // Each board of 1 to 5 a side, named by its start, and room for the
        // table's rows.
        for (int n = 1; n <= 5; ++n) {
            const QString start = QString(n, QLatin1Char('B')) + QLatin1Char('_') + QString(n, QLatin1Char('R'));
            QVERIFY2(printed.contains(QStringLiteral("start ") + start), qPrintable(start));
        }
        QCOMPARE(pdfInfo(path, QStringLiteral("Title")), QStringLiteral("Frogs and toads: a worksheet"));
    }

    // Copy as text: the moves on the clipboard are the game's, in order.
    void copyAsText()
    {
        auto window = openWindow("classic:2");
        QVERIFY(analysed(*window));
        const std::vector<std::pair<int, int>> played{{2, 3}, {4, 2}, {5, 4}};
        for (const auto& [from, to] : played) {
            clickHole(*window, from - 1); // a peg with one move makes it at once
        }
        QGuiApplication::clipboard()->clear();
        action(*window, QStringLiteral("copyAsText"))->trigger();
        QTRY_VERIFY(!QGuiApplication::clipboard()->text().isEmpty());
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY(copied.contains(QStringLiteral("classic:2")));
        std::vector<std::pair<int, int>> moves;
        QRegularExpressionMatchIterator found = QRegularExpression(QStringLiteral("\\b(\\d+)-(\\d+)\\b")).globalMatch(copied);
        while (found.hasNext()) {
            const QRegularExpressionMatch match = found.next();
            moves.emplace_back(match.captured(1).toInt(), match.captured(2).toInt());
        }
        QVERIFY2(moves == played, qPrintable(copied));
    }

private:
    QTemporaryDir folder_;
};

QTEST_MAIN(TestExportWindow)
#include "tst_exportwindow.moc"
