// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/loopimagemaker.h"

namespace cm {
namespace {

// Linux's loop devices, as root or through compressmark-helper.
class LoopDeviceImages final : public LoopImageMaker
{
public:
    bool isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot) const override
    {
        return LoopImage::isAvailable(filesystem, privileges, whyNot);
    }
    Status create(const QString &folder, const LoopImageSpec &spec, const Privileges &privileges, LoopImage *image,
                  const Cancellation &cancel) const override
    {
        return LoopImage::create(folder, spec, privileges, image, cancel);
    }
};

} // namespace

const LoopImageMaker *loopImageMaker()
{
    static const LoopDeviceImages maker;
    return &maker;
}

} // namespace cm
