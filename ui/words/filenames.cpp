#include "filenames.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads FileNameText::tr).
struct FileNameText {
    Q_DECLARE_TR_FUNCTIONS(FileName)
};

} // namespace

QString fileStem(const Variant& variant)
{
    QString stem = QString::fromStdString(variant.baseSpec());
    stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
    return stem;
}

QString lineFileStem(const Variant& variant, std::optional<std::uint64_t> solution)
{
    // In the window's language: a file a player keeps is named in their words.
    const QString what = solution ? FileNameText::tr("solution-%1", "a file name: lower case, words joined by hyphens")
                                        .arg(static_cast<qulonglong>(*solution))
                                  : FileNameText::tr("my-game", "a file name: lower case, words joined by hyphens");
    return withoutRefusedCharacters(QStringLiteral("%1-%2").arg(fileStem(variant), what));
}

QString worksheetFileStem()
{
    return withoutRefusedCharacters(
        FileNameText::tr("frogs-and-toads-worksheet", "a file name: lower case, words joined by hyphens"));
}

QString withoutRefusedCharacters(QString name)
{
    static const QRegularExpression refused(QStringLiteral("[:/\\\\*?\"<>|\\x00-\\x1f]"));
    name.replace(refused, QStringLiteral("-"));
    return name;
}

} // namespace leapfrog::ui
