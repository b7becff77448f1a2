#pragma once

class QCoreApplication;

namespace cm {

// Loads CompressMark's and Qt's own translations for the system locale.
void installTranslations(QCoreApplication &app);

} // namespace cm
