// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace cm {
namespace {

// Marks the translators installed here, so that a later call replaces them.
const QString TranslatorName = QStringLiteral("compressmarkTranslator");

void install(QCoreApplication &app, const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(&app);
    translator->setObjectName(TranslatorName);
    if (translator->load(locale, name, QStringLiteral("_"), folder))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

void installTranslations(QCoreApplication &app, const QLocale &locale)
{
    for (QTranslator *old : app.findChildren<QTranslator *>(TranslatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // Built into the binary by qt_add_translations under :/i18n. English
    // first, under every language: it holds the plural forms ("1 outlier",
    // "2 outliers") that any text the language lacks falls back to.
    install(app, QLocale(QLocale::English), QStringLiteral("compressmark"), QStringLiteral(":/i18n"));
    if (locale.language() != QLocale::English)
        install(app, locale, QStringLiteral("compressmark"), QStringLiteral(":/i18n"));
    // Numbers are written as the language writes them ("1 234,5" in
    // Russian), not as the system's locale would, wherever QLocale() is asked.
    QLocale::setDefault(locale);
}

} // namespace cm
