#include "filetexts.h"

#include <QCoreApplication>
#include <QDir>

#include <cstring>

namespace leapfrog::ui {

namespace {

struct FileText {
    Q_DECLARE_TR_FUNCTIONS(FileText)
};

QString nativePath(const std::string& path) { return QDir::toNativeSeparators(QString::fromStdString(path)); }

} // namespace

QString writeFailureReason(const WriteFailure& failure)
{
    const QString folder = nativePath(failure.folder());
    switch (failure.cause()) {
    case WriteCause::DiskFull: return FileText::tr("the disk is full");
    case WriteCause::ReadOnly: return FileText::tr("the folder %1 is on a read-only disk").arg(folder);
    case WriteCause::NoPermission: return FileText::tr("permission to write in the folder %1 is denied").arg(folder);
    case WriteCause::NoFolder: return FileText::tr("the folder %1 does not exist").arg(folder);
    case WriteCause::FolderTakesNoFiles: return FileText::tr("the folder %1 cannot be written").arg(folder);
    case WriteCause::IsFolder: return FileText::tr("it is a folder");
    case WriteCause::IsLink: return FileText::tr("the name is taken by a link");
    case WriteCause::Other: break;
    }
    return QString::fromLocal8Bit(std::strerror(failure.error));
}

QString unwrittenText(const WriteFailure& failure)
{
    return FileText::tr("cannot write %1: %2").arg(nativePath(failure.target), writeFailureReason(failure));
}

QString outOfMemoryText()
{
    return FileText::tr("Leapfrog ran out of memory and has to close. The game in progress is kept and continues at "
                        "the next start; a smaller board, or a lower Memory in Preferences, avoids it.");
}

} // namespace leapfrog::ui
