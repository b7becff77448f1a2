#include "datasetsizing.h"

#include <QCoreApplication>
#include <QLocale>

namespace cm {

QString sizingText(const QString &kind, qint64 bytes, const DataSetSizing &sizing)
{
    const QLocale locale;
    const QString calibration = QCoreApplication::translate("DataSetSizing", "a cold read of %1 took %2 s")
                                    .arg(locale.formattedDataSize(sizing.calibrationBytes, sizing.calibrationBytes < (qint64(1) << 30) ? 0 : 2))
                                    .arg(locale.toString(sizing.calibrationSeconds, 'f', 2));
    const QString size = locale.formattedDataSize(bytes, bytes < (qint64(1) << 30) ? 0 : 2);
    const QString speed = locale.toString(sizing.calibrationMBps(), 'f', 0);
    const QString seconds = locale.toString(sizing.minRunSeconds, 'g', 3);
    switch (sizing.limitedBy) {
    case DataSetSizing::Limit::RunTime:
        return QCoreApplication::translate("DataSetSizing", "%1: %2, for a read of at least %3 s at %4 MB/s (%5)")
            .arg(kind, size, seconds, speed, calibration);
    case DataSetSizing::Limit::Cap:
        return QCoreApplication::translate("DataSetSizing", "%1: %2, the largest automatic size; a read lasts about "
                                                            "%3 s at %4 MB/s (%5)")
            .arg(kind, size, locale.toString(double(bytes) / 1e6 / sizing.calibrationMBps(), 'f', 1), speed, calibration);
    case DataSetSizing::Limit::Space:
        return QCoreApplication::translate("DataSetSizing", "%1: %2, all the free space allows; a read lasts about %3 s "
                                                            "at %4 MB/s, less than %5 s (%6)")
            .arg(kind, size, locale.toString(double(bytes) / 1e6 / sizing.calibrationMBps(), 'f', 1), speed, seconds,
                 calibration);
    }
    return {};
}

} // namespace cm
