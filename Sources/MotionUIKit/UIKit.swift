// `import UIKit` in a previewed file resolves here (the build passes -module-alias
// UIKit=MotionUIKit): the small part of UIKit that animation code touches.
@_exported import MotionUI
