// leapfrog-cli export VARIANT [--moves ...|--solution K] --format pdf|svg|png|gif [--size WxH] [--pace MS]
//                     --output FILE [--time-limit SECONDS]
// Writes a line of play (an optimal solution, or the moves given) as a PDF
// strip, an SVG or PNG picture of the board at its end, or an animated GIF,
// atomically, through the window's own exporter (ui/export/exporter.h). It
// draws with Qt Gui, so it lives in a library of its own (leapfrog_cli_export)
// that the program registers: the fuzz target and ui-less builds go without.
#include "cli.h"

#include "export/exporter.h"
#include "export/exportline.h"
#include "model/errors.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace leapfrog::cli {

const char* const kExportUsage =
    "export VARIANT [--moves MOVES...|--solution K] --format pdf|svg|png|gif [--size WxH] [--pace MS] --output FILE";

namespace {

const QString kExample = "e.g. leapfrog-cli export classic:3 --solution 1 --format gif --output classic3.gif";

ui::ExportFormat formatOf(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    if (!parser.isSet(option)) {
        badInput("export needs --format pdf|svg|png|gif, " + kExample);
    }
    const std::optional<ui::ExportFormat> format = ui::exportFormatFromName(parser.value(option));
    if (!format) {
        badInput("unknown format \"" + excerpt(parser.value(option)) + "\"; accepted: pdf, svg, png, gif");
    }
    return *format;
}

QSize sizeOf(const QCommandLineParser& parser, const QCommandLineOption& option, ui::ExportFormat format)
{
    if (!parser.isSet(option)) {
        return {};
    }
    if (format == ui::ExportFormat::Pdf) {
        badInput("--size is for svg, png and gif pictures; a PDF is printed on A4 pages");
    }
    static const QRegularExpression form("^(\\d{1,6})x(\\d{1,6})$");
    const QRegularExpressionMatch match = form.match(parser.value(option));
    if (!match.hasMatch()) {
        badInput("bad --size \"" + excerpt(parser.value(option)) + "\"; expected WIDTHxHEIGHT in pixels, e.g. 800x300");
    }
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    // Checked here, not left to the exporter: an empty size (0x0) means "the
    // default" to it, and a user who typed 0x0 asked for no such thing.
    const auto inRange = [](int side) { return side >= ui::kSmallestPictureSide && side <= ui::kLargestPictureSide; };
    if (!inRange(size.width()) || !inRange(size.height())) {
        badInput(QString("bad --size \"%1\"; each side may be %2 to %3 pixels, e.g. 800x300")
                     .arg(excerpt(parser.value(option)))
                     .arg(ui::kSmallestPictureSide)
                     .arg(ui::kLargestPictureSide));
    }
    return size;
}

int paceOf(const QCommandLineParser& parser, const QCommandLineOption& option, ui::ExportFormat format)
{
    if (!parser.isSet(option)) {
        return ui::ExportOptions{}.paceMs;
    }
    if (format != ui::ExportFormat::Gif) {
        badInput("--pace is for gif animations only");
    }
    bool ok = false;
    const int pace = parser.value(option).toInt(&ok);
    if (!ok || pace < ui::kFastestPaceMs || pace > ui::kSlowestPaceMs) {
        badInput(QString("bad --pace \"%1\"; expected milliseconds a frame shows, %2 to %3, e.g. 500")
                     .arg(excerpt(parser.value(option)))
                     .arg(ui::kFastestPaceMs)
                     .arg(ui::kSlowestPaceMs));
    }
    return pace;
}

std::uint64_t solutionNumber(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    if (!parser.isSet(option)) {
        return 1;
    }
    bool ok = false;
    const std::uint64_t k = parser.value(option).toULongLong(&ok);
    if (!ok || k == 0) {
        badInput("bad --solution \"" + excerpt(parser.value(option)) + "\"; accepted: --solution K with K >= 1");
    }
    return k;
}

// Moves come as --moves with one space-separated string, or as --moves and
// the arguments after the variant (like `check`).
std::vector<Move> movesOf(const Variant& variant, QStringList texts)
{
    std::vector<Move> moves;
    for (const QString& text : texts.join(' ').split(QRegularExpression("\\s+"), Qt::SkipEmptyParts)) {
        moves.push_back(variant.parseMove(text.toStdString()));
    }
    return moves;
}

} // namespace

int runExport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Writes a line of play of VARIANT (an optimal solution, or the moves given) to a file: a PDF strip of small "
        "boards with each move, its letter and its verdict; an SVG or PNG picture of the board at the end; an "
        "animated GIF of the whole line. The file is written atomically.");
    const QCommandLineOption moves("moves", "The moves to export (FROM-TO, 1-based), as one string or as the "
                                            "arguments after VARIANT.", "MOVES");
    const QCommandLineOption solution("solution", "Export the K-th optimal solution (default 1), numbered as by "
                                                  "`solve --solution K`.", "K");
    const QCommandLineOption format("format", "pdf, svg, png or gif (required).", "FORMAT");
    const QCommandLineOption size("size", "Pixels of the picture or of each GIF frame, WIDTHxHEIGHT (default: "
                                          "fitted to the board).", "WxH");
    const QCommandLineOption pace("pace", "Milliseconds each GIF frame shows (default 500).", "MS");
    const QCommandLineOption output("output", "The file to write (required).", "FILE");
    const QCommandLineOption timeLimit = timeLimitOption();
    parser.addOptions({moves, solution, format, size, pace, output, timeLimit});
    const std::optional<Variant> parsed = parseCommand(
        parser, arguments, QString("export takes a VARIANT, ") + kExample, "[MOVES...]", "More moves for --moves.");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    const QStringList extra = parser.positionalArguments().mid(1);
    if (!extra.isEmpty() && !parser.isSet(moves)) {
        badInput("unexpected \"" + extra.first() + "\" after the variant; moves follow --moves, " + kExample);
    }
    if (parser.isSet(moves) && parser.isSet(solution)) {
        badInput("export takes --moves or --solution, not both");
    }
    ui::ExportOptions options;
    options.format = formatOf(parser, format);
    options.size = sizeOf(parser, size, options.format);
    options.paceMs = paceOf(parser, pace, options.format);
    if (!parser.isSet(output) || parser.value(output).isEmpty()) {
        badInput("export needs --output FILE, " + kExample);
    }
    const SearchControl control = searchControl(parser, timeLimit);

    std::optional<ui::ExportLine> line;
    if (parser.isSet(moves)) {
        std::vector<Move> played = movesOf(variant, QStringList{parser.value(moves)} + extra);
        // The command line speaks English only: its plural by hand.
        const QString title = QString(played.size() == 1 ? "%1, %2 move given" : "%1, %2 moves given")
                                  .arg(qs(variant.spec()))
                                  .arg(played.size());
        line = ui::gameLine(variant, variant.start(), std::move(played), title);
    } else {
        try {
            line = ui::solutionLine(variant, solutionNumber(parser, solution), control);
        } catch (const ui::NoSolution& none) {
            throw Failure{Negative, qs(none.what())};
        }
    }
    ui::writeExport(*line, options, parser.value(output), control);
    print("wrote " + parser.value(output));
    return Success;
}

} // namespace leapfrog::cli
