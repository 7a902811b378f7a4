// The window's man page (resources/man/leapfrog.6) says what is true of the
// program: where the record book and the settings are (the paths Qt's
// QStandardPaths and ui/settings give the application as app/gui/main.cpp
// names it, under XDG base directories set here), and what a game ID is.
#include "play/recordbook.h"
#include "settings/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The man page as man shows its words: roff's escaped hyphens plain.
QString manPage()
{
    QFile file(QStringLiteral(LEAPFROG_MAN_PAGE));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(file.fileName()));
    }
    return QString::fromUtf8(file.readAll()).replace(QStringLiteral("\\-"), QStringLiteral("-"));
}

// `path` under `folder`, written as the man page writes it: $VARIABLE/rest.
QString asWritten(const QString& path, const QString& folder, const char* variable)
{
    const QString rest = QDir(folder).relativeFilePath(path);
    if (rest.startsWith(QStringLiteral(".."))) {
        qFatal("%s is not under %s", qPrintable(path), qPrintable(folder));
    }
    return QStringLiteral("$%1/%2").arg(QLatin1String(variable), rest);
}

} // namespace

class ManPageTest : public QObject {
    Q_OBJECT
private:
    QTemporaryDir data_;
    QTemporaryDir config_;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_DATA_HOME", data_.path().toUtf8());
        qputenv("XDG_CONFIG_HOME", config_.path().toUtf8());
        // As the window's main() names itself.
        QCoreApplication::setApplicationName(QStringLiteral("Leapfrog"));
        QCoreApplication::setOrganizationName(QStringLiteral("Leapfrog"));
    }

    void namesWhereTheRecordsAre()
    {
        const leapfrog::ui::RecordBook book;
        const QString written = asWritten(book.path(), data_.path(), "XDG_DATA_HOME");
        QVERIFY2(manPage().contains(written), qPrintable(written));
        // and what a damaged one becomes
        QVERIFY(manPage().contains(leapfrog::ui::RecordBook::kFileName + QStringLiteral(".damaged-")));
    }

    void namesWhereTheSettingsAre()
    {
        const QString written = asWritten(leapfrog::ui::Settings::playerPath(), config_.path(), "XDG_CONFIG_HOME");
        QVERIFY2(manPage().contains(written), qPrintable(written));
    }

    void saysWhatAGameIdIs()
    {
        const QString page = manPage();
        QVERIFY(page.contains(QStringLiteral(".SH GAME IDS")));
        QVERIFY(page.contains(QStringLiteral(".IB VARIANT @ POSITION")));
        QVERIFY(page.contains(QStringLiteral("classic:3@BB_BRRR")));
        QVERIFY(page.contains(QStringLiteral(".RI [ FILE \" | \" ID ]")));
    }
};

QTEST_GUILESS_MAIN(ManPageTest)
#include "tst_manpage.moc"
