// Installs the English numerus forms (leapfrog_en.qm) as soon as an
// application exists, in every program linking leapfrog_language (leapfrog,
// leapfrog-cli, the tests): without them Qt shows "3 move(s)" literally.
// Linked as an object file of its own (ui/CMakeLists.txt) so that no linker
// drops it for being unreferenced; it needs nothing else of this library.
#include <QCoreApplication>
#include <QTranslator>

namespace {

void installEnglishPlurals()
{
    auto* translator = new QTranslator(QCoreApplication::instance()); // lives as long as the application
    if (translator->load(QStringLiteral("leapfrog_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
    } else {
        delete translator;
    }
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
