#include "compressionmodel.h"

#include <QCoreApplication>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CompressionModel)
};

// Below this, btrfs stores the data plain and reads it at the plain speed.
constexpr double WorthCompressing = 1.03;

} // namespace

Prediction predictCompressedRead(double plainMBps, double ratio, double decompressMBps)
{
    Prediction prediction;
    prediction.ratio = ratio;
    if (ratio < WorthCompressing || plainMBps <= 0.0 || decompressMBps <= 0.0) {
        prediction.predictedMBps = plainMBps;
        prediction.ratio = 1.0;
        return prediction;
    }
    const double deviceSecondsPerMB = 1.0 / (plainMBps * ratio);
    const double cpuSecondsPerMB = 1.0 / decompressMBps;
    prediction.predictedMBps = 1.0 / (deviceSecondsPerMB + cpuSecondsPerMB);
    prediction.spaceSaved = 1.0 - 1.0 / ratio;
    return prediction;
}

QString recommendation(double plainMBps, const Prediction &best, const QString &codec)
{
    const int saved = int(best.spaceSaved * 100.0 + 0.5);
    const int relative = plainMBps > 0 ? int(best.predictedMBps / plainMBps * 100.0 + 0.5) : 0;
    if (best.ratio < WorthCompressing)
        return Text::tr("do not compress: the data does not shrink");
    if (relative >= 100)
        return Text::tr("compress with %1: %2 % of the plain speed, %3 % less space").arg(codec).arg(relative).arg(saved);
    if (relative >= 80 && saved >= 25)
        return Text::tr("compress with %1 if space matters: %2 % of the plain speed, %3 % less space")
            .arg(codec).arg(relative).arg(saved);
    return Text::tr("do not compress: %1 would read at %2 % of the plain speed").arg(codec).arg(relative);
}

} // namespace cm
