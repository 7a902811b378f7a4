#include "cli.h"

#include "files/table_cache.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

namespace leapfrog::cli {

void print(const QString& line)
{
    static QTextStream out(stdout);
    out << line << '\n';
    out.flush();
}

void printJson(const QJsonObject& object)
{
    print(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

QString qs(const std::string& text) { return QString::fromStdString(text); }

void badInput(const QString& message) { throw Failure{BadInput, message}; }

namespace {

TableCacheUse cacheUse = TableCacheUse::Off;

} // namespace

void setTableCacheUse(TableCacheUse use) { cacheUse = use; }

QCommandLineOption timeLimitOption()
{
    return QCommandLineOption("time-limit",
                              "Seconds the exact search may take before it answers \"unknown within the limit\" "
                              "(default 60).",
                              "SECONDS", "60");
}

SearchControl searchControl(const QCommandLineParser& parser, const QCommandLineOption& timeLimit)
{
    bool ok = false;
    const double seconds = parser.value(timeLimit).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 1e6) {
        badInput("bad --time-limit \"" + parser.value(timeLimit) + "\"; expected a positive number of seconds, e.g. 60");
    }
    SearchControl control;
    control.budget = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    return control;
}

std::optional<Variant> parseCommand(QCommandLineParser& parser, const QStringList& arguments, const QString& usage,
                                    const QString& more, const QString& moreHelp)
{
    parser.addPositionalArgument("VARIANT", qs(std::string(acceptedVariantForms())));
    if (!more.isEmpty()) {
        parser.addPositionalArgument(more, moreHelp);
    }
    const QCommandLineOption noCache("no-cache", "Neither read nor write kept distance tables (kept in "
                                                 + TableCache::defaultFolder() + "); build them afresh.");
    parser.addOption(noCache);
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        badInput(parser.errorText());
    }
    if (cacheUse == TableCacheUse::Default && !parser.isSet(noCache)) {
        installTableCache();
    } else {
        setDefaultTableStore(nullptr);
    }
    if (parser.isSet("help")) {
        // Qt names the program by its path; the usage line should name the
        // command as it is typed ("leapfrog-cli check", arguments[0]).
        QString help = parser.helpText();
        help.replace(QRegularExpression("^Usage: \\S+"), "Usage: " + arguments.first());
        print(help);
        return std::nullopt;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || (more.isEmpty() && positional.size() != 1)) {
        badInput(usage);
    }
    return Variant::parse(positional.first().toStdString());
}

} // namespace leapfrog::cli
