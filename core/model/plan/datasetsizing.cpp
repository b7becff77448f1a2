// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetsizing.h"

#include <QCoreApplication>
#include <QLocale>

namespace cm {

QString sizingText(const QString &dataSet, qint64 bytes, const DataSetSizing &sizing,
                   const std::function<QString(qint64 bytes)> &sizeText)
{
    const QLocale locale;
    const QString calibration
        = QCoreApplication::translate("DataSetSizing", "a cold read of %1 took %2 s")
              .arg(sizeText(sizing.calibrationBytes), locale.toString(sizing.calibrationSeconds, 'f', 2));
    const QString size = sizeText(bytes);
    const QString speed = locale.toString(sizing.calibrationMBps(), 'f', 0);
    const QString seconds = locale.toString(sizing.minRunSeconds, 'g', 3);
    switch (sizing.limitedBy) {
    case DataSetSizing::Limit::RunTime:
        return QCoreApplication::translate("DataSetSizing", "%1: %2, for a read of at least %3 s at %4 MB/s (%5)")
            .arg(dataSet, size, seconds, speed, calibration);
    case DataSetSizing::Limit::Cap:
        return QCoreApplication::translate("DataSetSizing",
                                           "%1: %2, the largest automatic size; a read lasts about "
                                           "%3 s at %4 MB/s (%5)")
            .arg(dataSet, size, locale.toString(double(bytes) / 1e6 / sizing.calibrationMBps(), 'f', 1), speed,
                 calibration);
    case DataSetSizing::Limit::Space:
        return QCoreApplication::translate("DataSetSizing",
                                           "%1: %2, all the free space allows; a read lasts about %3 s "
                                           "at %4 MB/s, less than %5 s (%6)")
            .arg(dataSet, size, locale.toString(double(bytes) / 1e6 / sizing.calibrationMBps(), 'f', 1), speed, seconds,
                 calibration);
    }
    return {};
}

} // namespace cm
