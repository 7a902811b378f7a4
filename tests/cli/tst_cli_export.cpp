// leapfrog-cli export: the real program writes each format, and the files
// are read back by tools that did not write them (giflib's decoder, poppler,
// Qt's XML reader and image loader). Frame counts, words, letters and pages
// are checked against counts the test makes itself: the minimum from the
// plain search of reference_graph.h, the word and moves from `solve`, the
// pegs from the variant's goal; never against the exporter's own output.
#include "cli/cli_runner.h"
#include "core/reference_graph.h"
#include "export/export_readers.h"
#include "export/exportline.h"
#include "export/striplayout.h"
#include "model/variant.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace leapfrog;
using leapfrog::testing::runCli;

namespace {

int referenceMinimum(const Variant& variant)
{
    const reference::Graph graph = reference::build(variant);
    return graph.toGoal[static_cast<std::size_t>(graph.index(variant.start()))];
}

QString mirrored(QString word)
{
    std::reverse(word.begin(), word.end());
    for (QChar& c : word) {
        c = c.isUpper() ? c.toLower() : c.toUpper();
    }
    return word;
}

int pegsOf(const Position& position)
{
    const std::string text = position.text();
    return static_cast<int>(std::count_if(text.begin(), text.end(), [](char c) { return c != '_'; }));
}

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir folder_;
    QString path(const QString& name) const { return folder_.filePath(name); }

    static void variants()
    {
        QTest::addColumn<QString>("spec");
        for (const char* spec :
             {"classic:1", "classic:2x1", "classic:3", "strict:2", "y:2", "branch:4,1,1,1", "pairs:3"}) {
            QTest::newRow(spec) << spec;
        }
    }

private Q_SLOTS:
    void gifHasTheStartAndOneFramePerMove_data() { variants(); }
    void gifHasTheStartAndOneFramePerMove()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const int minimum = referenceMinimum(variant);
        const QString file = path(QString(spec).replace(QRegularExpression("[:,]"), "_") + ".gif");
        const testing::CliRun run = runCli({"export", spec, "--solution", "1", "--format", "gif", "--size", "320x180",
                                            "--pace", "300", "--output", file});
        QCOMPARE(run.status, 0);
        const testing::GifFacts gif = testing::readGif(file);
        QVERIFY(gif.read);
        QCOMPARE(gif.frames, minimum + 1);
        QCOMPARE(gif.width, 320);
        QCOMPARE(gif.height, 180);
        QVERIFY(gif.loops);
        for (int i = 0; i + 1 < gif.frames; ++i) {
            QCOMPARE(gif.delays[static_cast<std::size_t>(i)], 30);
        }
        QVERIFY(gif.delays.back() > 30); // the end stays longer
    }

    void classic3GifHas16Frames()
    {
        const QString file = path("s.gif");
        const testing::CliRun run =
            runCli({"export", "classic:3", "--solution", "1", "--format", "gif", "--size", "400x150", "--output", file});
        QCOMPARE(run.status, 0);
        const testing::GifFacts gif = testing::readGif(file);
        QCOMPARE(gif.frames, 16);
        QCOMPARE(gif.width, 400);
        QCOMPARE(gif.height, 150);
    }

    void pdfHoldsTheWordTheCaptionsAndItsPages_data() { variants(); }
    void pdfHoldsTheWordTheCaptionsAndItsPages()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const testing::CliRun solved = runCli({"solve", spec, "--format", "json"});
        QCOMPARE(solved.status, 0);
        QStringList moves;
        std::vector<Move> line;
        for (const QJsonValue move : solved.json().value("moves").toArray()) {
            moves << move.toString();
            line.push_back(variant.parseMove(move.toString().toStdString()));
        }
        QCOMPARE(moves.size(), referenceMinimum(variant));

        const QString file = path(QString(spec).replace(QRegularExpression("[:,]"), "_") + ".pdf");
        const testing::CliRun run = runCli({"export", spec, "--format", "pdf", "--output", file});
        QCOMPARE(run.status, 0);
        const QString text = testing::pdfText(file);
        if (variant.hasNotation()) {
            const QString word = solved.json().value("notation").toString();
            QCOMPARE(word.size(), moves.size());
            QVERIFY2(text.contains(word) || text.contains(mirrored(word)), qPrintable(text.left(400)));
        }
        QCOMPARE(testing::captionMoves(text), moves);

        // As many pages as the layout's rows hold the start and every move.
        const ui::StripLayout layout =
            ui::layoutStrip({variant, variant.start(), line, QString(), true}, ui::pdfPageContent());
        const int boards = static_cast<int>(moves.size()) + 1;
        const int first = layout.columns * layout.rowsOnFirstPage;
        const int per = layout.columns * layout.rowsPerPage;
        const int pages = boards <= first ? 1 : 1 + (boards - first + per - 1) / per;
        QCOMPARE(testing::pdfPages(file), pages);
    }

    void classic3PdfHasItsWord()
    {
        const QString file = path("classic3.pdf");
        QCOMPARE(runCli({"export", "classic:3", "--solution", "1", "--format", "pdf", "--output", file})
                     .status,
                 0);
        const QString text = testing::pdfText(file);
        QVERIFY(text.contains("SjsJJSjjjSJJsjS") || text.contains("sJSjjsJJJsjjSJs"));
    }

    void svgHoldsALetterPerPeg_data() { variants(); }
    void svgHoldsALetterPerPeg()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const QString file = path(QString(spec).replace(QRegularExpression("[:,]"), "_") + ".svg");
        QCOMPARE(runCli({"export", spec, "--format", "svg", "--output", file}).status, 0);
        bool wellFormed = false;
        const int letters = testing::svgPegLetters(contentOf(file), &wellFormed);
        QVERIFY(wellFormed);
        QCOMPARE(letters, pegsOf(variant.goal()));
    }

    void pngHasTheSize()
    {
        const QString file = path("board.png");
        QCOMPARE(runCli({"export", "y:2", "--format", "png", "--size", "500x420", "--output", file}).status,
                 0);
        QCOMPARE(QImage(file).size(), QSize(500, 420));
    }

    void movesGivenAreExported()
    {
        const QString file = path("moves.gif");
        // As separate arguments, and as one string.
        QCOMPARE(runCli({"export", "classic:3", "--moves", "3-4", "5-3", "--format", "gif", "--output", file})
                     .status,
                 0);
        QCOMPARE(testing::readGif(file).frames, 3);
        QCOMPARE(runCli({"export", "classic:3", "--moves", "3-4 5-3 6-5", "--format", "gif", "--output", file})
                     .status,
                 0);
        QCOMPARE(testing::readGif(file).frames, 4);
    }

    void refusalsExitTwoAndWriteNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("bad size") << QStringList{"classic:3", "--format", "png", "--size", "big"} << "--size";
        QTest::newRow("absurd size") << QStringList{"classic:3", "--format", "gif", "--size", "99999x10"} << "99999x10";
        QTest::newRow("zero size") << QStringList{"classic:3", "--format", "png", "--size", "0x0"} << "32 to 4096";
        QTest::newRow("zero width") << QStringList{"classic:3", "--format", "gif", "--size", "0x300"} << "32 to 4096";
        QTest::newRow("tiny size") << QStringList{"classic:3", "--format", "png", "--size", "8x8"} << "8x8";
        QTest::newRow("too large to draw") << QStringList{"classic:60", "--format", "png", "--size", "800x200"}
                                           << "classic:60";
        QTest::newRow("too large for any picture") << QStringList{"classic:200", "--format", "svg"} << "4096";
        QTest::newRow("too large for a page") << QStringList{"classic:40", "--format", "pdf"} << "A4";
        QTest::newRow("unknown format") << QStringList{"classic:3", "--format", "bmp"} << "bmp";
        QTest::newRow("no format") << QStringList{"classic:3"} << "--format";
        QTest::newRow("bad pace") << QStringList{"classic:3", "--format", "gif", "--pace", "0"} << "--pace";
        QTest::newRow("illegal move") << QStringList{"classic:3", "--moves", "3-4 1-2", "--format", "gif"} << "1-2";
        QTest::newRow("size for a pdf") << QStringList{"classic:3", "--format", "pdf", "--size", "100x100"} << "--size";
    }
    void refusalsExitTwoAndWriteNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        const QString fresh = path(QString("fresh-%1.out").arg(QTest::currentDataTag()).replace(' ', '-'));
        const testing::CliRun run =
            runCli(QStringList{"export"} + arguments + QStringList{"--output", fresh});
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains(named), qPrintable(run.err));
        QCOMPARE(testing::lines(run.err).filter("leapfrog-cli:").size(), 1);
        QVERIFY(!QFile::exists(fresh));

        // An existing file survives the refusal untouched.
        const QString kept = path("kept.out");
        QFile file(kept);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("the teacher's own file");
        file.close();
        QCOMPARE(runCli(QStringList{"export"} + arguments + QStringList{"--output", kept}).status, 2);
        QCOMPARE(contentOf(kept), QByteArray("the teacher's own file"));
    }

    void unwritablePathExitsTwo_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no such folder") << "/nonexistent/dir/x.gif" << "the folder /nonexistent/dir does not exist";
        // /proc exists and takes no new files: the OS says "No such file or directory".
        QTest::newRow("a folder that takes no files") << "/proc/a.gif" << "the folder /proc cannot be written";
    }
    void unwritablePathExitsTwo()
    {
        QFETCH(QString, output);
        QFETCH(QString, reason);
        const testing::CliRun run = runCli({"export", "classic:3", "--format", "gif", "--output", output});
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains(output) && run.err.contains(reason), qPrintable(run.err));
        QVERIFY(!run.err.contains("No such file"));
        QVERIFY(!QFile::exists(output));
    }

    // Without XDG_RUNTIME_DIR (cron, containers), stderr stays empty: no Qt warning.
    void noRuntimeFolderStaysQuiet()
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove("XDG_RUNTIME_DIR");
        environment.insert("XDG_CACHE_HOME", testing::testCacheHome());
        process.setProcessEnvironment(environment);
        const QString file = path("quiet.png");
        process.start(LEAPFROG_CLI, {"export", "classic:3", "--format", "png", "--output", file});
        QVERIFY(process.waitForFinished(-1));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), QString());
        QVERIFY(QFile::exists(file));
    }

    void noSolutionExitsOne()
    {
        const QString file = path("none.gif");
        const Variant variant = Variant::parse("strict:2@_BBRR");
        QCOMPARE(referenceMinimum(variant), -1); // the test's own search agrees there is none
        const testing::CliRun run =
            runCli({"export", "strict:2@_BBRR", "--format", "gif", "--output", file});
        QCOMPARE(run.status, 1);
        QVERIFY(run.err.contains("no solution"));
        QVERIFY(!QFile::exists(file));
    }

    void usageListsExport()
    {
        // `solve` runs as before; `export` appears in the usage.
        const testing::CliRun usage = runCli({"--help"});
        QCOMPARE(usage.status, 0);
        QVERIFY(usage.out.contains("export VARIANT"));
    }
};

QTEST_MAIN(TestCliExport)
#include "tst_cli_export.moc"
