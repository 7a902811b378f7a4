#include "cli.h"

#include <QJsonDocument>
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

} // namespace leapfrog::cli
